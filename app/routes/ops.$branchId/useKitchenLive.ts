// The board's live side (issue 16): the kitchen's room (server/live/socket.ts `ops`, opened by the ticket the
// loader signed), a reload of the board on every order event of the branch, and a short sound when a new
// order comes in — made by the Web Audio API (no file, no other host), switched on and off by staff and
// remembered on the tablet.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveRevalidate } from '~/components/live/useLiveRevalidate';

const EVENTS = ['order_status_update', 'order_payment_status_update', 'fulfilment_status_update', 'order_cart_update'];
const SOUND_KEY = 'ops.sound';

/** The kitchen's room, joined by the newest ticket (every load signs one) without connecting anew for it. */
export function useKitchenLive(live: { token: string; ticket: string; branchId: number }) {
  useLiveRevalidate({
    auth: { token: live.token },
    events: EVENTS,
    join: { event: 'ops', room: String(live.branchId), payload: { ticket: live.ticket } },
  });
}

let audio: AudioContext | null = null;

/** Two short rising tones (about 0.4 s). */
export function chime(): void {
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  void audio.resume();
  const start = audio.currentTime + 0.01;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const tone = audio!.createOscillator();
    const gain = audio!.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    tone.connect(gain).connect(audio!.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

/** The sound switch, remembered in localStorage (on unless staff turned it off). */
export function useSoundSetting(): [boolean, () => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    setOn(window.localStorage.getItem(SOUND_KEY) !== 'off');
  }, []);
  const toggle = useCallback(() => {
    const next = !on;
    window.localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    // a tap is what lets a page make sound: the chime also confirms it is on
    if (next) chime();
    setOn(next);
  }, [on]);
  return [on, toggle];
}

/**
 * The incoming orders not on the board before (none on the first render): each arrival chimes when the sound
 * is on, and stays highlighted until it leaves the incoming column.
 */
export function useNewArrivals(incoming: readonly string[], soundOn: boolean): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  const key = incoming.join(',');
  useEffect(() => {
    const now = key ? key.split(',') : [];
    const before = seen.current;
    seen.current = new Set(now);
    if (!before) return;
    const fresh = now.filter((h) => !before.has(h));
    setArrived((was) => new Set([...now.filter((h) => was.has(h)), ...fresh]));
    if (fresh.length && soundOn) chime();
    // the sound setting is read when an order arrives, not a reason to look again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return arrived;
}
