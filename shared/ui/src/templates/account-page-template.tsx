import type { ReactNode } from 'react';
import { classNames, TemplateHeading } from './template-parts';

export interface AccountPageTemplateProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The tab row (role="tablist"); it scrolls sideways on a phone instead of wrapping. */
  tabs?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of signed-in pages (account, cancel subscription, opt-out): title and subtitle, an
 * optional single-row tab strip, then the content.
 *
 * @example
 *   <AccountPageTemplate title={t('account.title')} subtitle={user.email} tabs={<AccountTabs />}>
 *     <TabPanel />
 *   </AccountPageTemplate>
 */
export function AccountPageTemplate({ title, subtitle, tabs, children, className }: AccountPageTemplateProps) {
  return (
    <div className={classNames('ms-template ms-template--account ms-container', className)} data-template="account">
      <TemplateHeading title={title} subtitle={subtitle} />
      {tabs ? <div className="ms-template__tabs">{tabs}</div> : null}
      <div className="ms-template__main">{children}</div>
    </div>
  );
}
