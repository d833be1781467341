import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {I18nLocaleConfig} from '@docusaurus/types';

/** The configuration (htmlLang, direction, calendar, folder) of a locale, the current one by default. */
export function useLocaleConfig(locale?: string): I18nLocaleConfig {
  const {i18n} = useDocusaurusContext();
  const name = locale ?? i18n.currentLocale;
  const config = i18n.localeConfigs[name];
  if (!config) {
    throw new Error(`No locale config for "${name}" in docusaurus.config.ts.`);
  }
  return config;
}
