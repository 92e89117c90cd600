import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fillIn } from '~/i18n/fill-in';

describe('fillIn: a sentence translated once for a list of values', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'ja',
    initImmediate: false,
    interpolation: { escapeValue: false },
    resources: {
      ja: {
        translation: {
          quickAdd: '{{item}}をカートに追加',
          twice: '{{item}} and {{item}} again',
          plain: 'No value here',
        },
      },
    },
  });
  const t = i18n.t.bind(i18n);

  it('says what i18next says, for every value', () => {
    const quickAdd = fillIn(t, 'quickAdd', 'item');
    for (const item of ['カレー', 'Nasi $1 {{item}}', '']) expect(quickAdd(item)).toBe(t('quickAdd', { item }));
  });

  it('asks i18next each time when the sentence holds the value other than once', () => {
    expect(fillIn(t, 'twice', 'item')('tea')).toBe('tea and tea again');
    expect(fillIn(t, 'plain', 'item')('tea')).toBe('No value here');
    expect(fillIn(t, 'missing', 'item')('tea')).toBe(t('missing', { item: 'tea' }));
  });
});
