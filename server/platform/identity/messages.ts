// The text of a one-time-code message, in the customer's language (x-language of the request).
import type { Language } from '../../../app/i18n/languages';

type Text = (brand: string, code: string, minutes: number) => string;

const CODE_TEXT: Record<Language, Text> = {
  en: (b, c, m) => `Your ${b} code is ${c}. It expires in ${m} minutes.`,
  id: (b, c, m) => `Kode ${b} Anda adalah ${c}. Kode berlaku selama ${m} menit.`,
  zh: (b, c, m) => `您的${b}验证码是 ${c}，${m} 分钟内有效。`,
  th: (b, c, m) => `รหัส ${b} ของคุณคือ ${c} ใช้ได้ภายใน ${m} นาที`,
  'zh-tw': (b, c, m) => `您的${b}驗證碼是 ${c}，${m} 分鐘內有效。`,
  ja: (b, c, m) => `${b}の認証コードは ${c} です。有効期限は${m}分です。`,
  tl: (b, c, m) => `Ang iyong ${b} code ay ${c}. Mag-e-expire ito sa loob ng ${m} minuto.`,
  ms: (b, c, m) => `Kod ${b} anda ialah ${c}. Kod ini tamat dalam ${m} minit.`,
  km: (b, c, m) => `លេខកូដ ${b} របស់អ្នកគឺ ${c}។ វាផុតកំណត់ក្នុងរយៈពេល ${m} នាទី។`,
  vi: (b, c, m) => `Mã ${b} của bạn là ${c}. Mã hết hạn sau ${m} phút.`,
  es: (b, c, m) => `Tu código de ${b} es ${c}. Caduca en ${m} minutos.`,
};

const SUBJECT: Record<Language, string> = {
  en: 'Your verification code',
  id: 'Kode verifikasi Anda',
  zh: '您的验证码',
  th: 'รหัสยืนยันของคุณ',
  'zh-tw': '您的驗證碼',
  ja: '認証コード',
  tl: 'Ang iyong verification code',
  ms: 'Kod pengesahan anda',
  km: 'លេខកូដផ្ទៀងផ្ទាត់របស់អ្នក',
  vi: 'Mã xác minh của bạn',
  es: 'Tu código de verificación',
};

export const DEFAULT_BRAND = 'web shop';

export function codeMessage(lng: Language, code: string, options: { brand?: string | null; minutes: number }) {
  const brand = options.brand?.trim() || DEFAULT_BRAND;
  return { body: CODE_TEXT[lng](brand, code, options.minutes), subject: SUBJECT[lng] };
}
