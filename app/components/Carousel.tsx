import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { TIMINGS } from '~/domain/constants';
import { Icon } from './Icon';

/** `fetchpriority` as the HTML names it (React 18 does not know the attribute and passes it on as written). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

export interface Slide {
  id: number | string;
  src: string;
  href?: string | null;
}

/**
 * Banner carousel (SPEC §2: autoplay 5 s, transition 1 s, loop). Without JavaScript it is a strip that
 * scrolls sideways; with it, slides advance on their own, pause on hover or focus, and stop when the
 * user prefers reduced motion.
 */
export function Carousel({
  slides,
  autoplayMs = TIMINGS.bannerAutoplayMs,
  transitionMs = TIMINGS.bannerTransitionMs,
}: {
  slides: Slide[];
  autoplayMs?: number;
  transitionMs?: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const count = slides.length;

  useEffect(() => {
    if (!hydrated || paused || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [hydrated, paused, count, autoplayMs]);

  if (count === 0) return null;
  const enhanced = hydrated && count > 1;
  return (
    <section
      className={`carousel${enhanced ? ' carousel--enhanced' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      ref={ref}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node)) setPaused(false);
      }}
    >
      <div
        className="carousel__track"
        style={
          enhanced ? { transform: `translateX(${-index * 100}%)`, transitionDuration: `${transitionMs}ms` } : undefined
        }
        aria-live={enhanced && !paused ? 'off' : 'polite'}
        // the strip that scrolls without JavaScript: scrolled by keyboard too once focused (WCAG 2.1.1)
        tabIndex={enhanced || slides.every((s) => s.href) ? undefined : 0}
      >
        {slides.map((slide, i) => {
          const image = (
            <img
              src={slide.src}
              alt=""
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              // the first banner is the page's largest paint: asked for before the page's scripts, not after
              {...(i === 0 ? HIGH_PRIORITY : undefined)}
            />
          );
          return (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: i + 1, total: count })}
              aria-hidden={enhanced && i !== index ? true : undefined}
            >
              {slide.href ? (
                <a href={slide.href} tabIndex={enhanced && i !== index ? -1 : undefined}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {enhanced ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.slide', { n: i + 1, total: count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((index + 1) % count)}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A brand's banner: a carousel when there are several, else the one, else the placeholder (SPEC §2). */
export function BannerArea({
  slides,
  placeholder = '/demo/placeholder-banner.svg',
}: {
  slides: Slide[];
  placeholder?: string;
}) {
  if (slides.length > 1) return <Carousel slides={slides} />;
  const src = slides[0]?.src ?? placeholder;
  return (
    <div className="banner">
      <img src={src} alt="" width={1200} height={400} decoding="async" />
    </div>
  );
}
