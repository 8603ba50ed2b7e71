export { I18nProvider, useT, type Translate } from './i18n/I18nProvider.tsx';
export * from './components/Button/index.ts';
