import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

export const i18nProvider = polyglotI18nProvider(() => en, 'en');
export const translate = i18nProvider.translate;
