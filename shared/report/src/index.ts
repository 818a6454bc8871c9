import { registerNamespace } from '@mailscout/i18n';
import { reportTranslations } from './report-translations';

// The view's texts join the page's one i18next instance when the package loads, as the ui
// package's do, so every app that shows a report (the funnel, the account's self-check) has them.
registerNamespace('report', reportTranslations);

export { ReportView, type ReportViewProps } from './report-view';
export { reportTranslations } from './report-translations';
