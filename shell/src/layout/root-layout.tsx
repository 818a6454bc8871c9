import { Outlet } from 'react-router-dom';
import { Toaster } from '@mailscout/ui';
import { Navigation } from './navigation';
import { Footer } from './footer';
import { ScrollManager } from './scroll-manager';
import { RouteDocumentTitle } from './route-document-title';
import { SupportDialogHost } from '../remotes/support-dialog-host';

export function RootLayout() {
  return (
    <div className="sh-page">
      <ScrollManager />
      <RouteDocumentTitle />
      <Navigation />
      <main id="main" className="sh-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <SupportDialogHost />
    </div>
  );
}
