import './styles.css';
import { registerNamespace } from '@mailscout/i18n';
import { uiTranslations } from './translations';

registerNamespace('ui', uiTranslations);

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Card } from './components/card';
export { Spinner } from './components/spinner';
export { Dialog, type DialogProps } from './components/dialog';
export { ErrorBoundary } from './components/error-boundary';
export { Container, PageTitle } from './components/page';
export { NotFound } from './components/not-found';
export { Toaster } from './toast/toaster';
export { useToast } from './toast/use-toast';
export { toast, dismissToast, getToasts, resetToasts, TOAST_DURATION_MS, TOAST_LIMIT, type Toast, type ToastInput } from './toast/toast-store';
export { uiTranslations } from './translations';
export { SimplePage } from './components/simple-page';
