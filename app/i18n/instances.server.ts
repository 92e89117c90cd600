// One ready i18next instance per language, made once: creating and initialising an instance per request
// was the largest cost of rendering a page. The instances are never switched to another language.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nConfig } from './config';
import { SUPPORTED_LANGUAGES, type Language } from './languages';
import { resources } from './resources.server';

const instances = new Map<Language, I18n>();
for (const lng of SUPPORTED_LANGUAGES) {
  const instance = createInstance();
  // Resources are in memory: with initImmediate off, init finishes before it returns.
  void instance.use(initReactI18next).init({ ...i18nConfig, lng, resources, initImmediate: false });
  instances.set(lng, instance);
}

export function i18nFor(lng: Language): I18n {
  return instances.get(lng)!;
}

export function fixedT(lng: Language) {
  return i18nFor(lng).getFixedT(lng);
}
