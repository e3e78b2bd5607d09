import polyglotI18nProvider from 'ra-i18n-polyglot';
import { publicMessages } from './publicMessages';

/**
 * `translate` over the public texts only: for the signed-out pages (rendered outside react-admin)
 * and what the signed-in app shares with them, so that the sign-in page does not load every text.
 */
export const translate = polyglotI18nProvider(() => publicMessages, 'en').translate;
