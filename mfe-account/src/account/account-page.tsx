import { useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionStore, useAuth } from '@mailscout/auth';
import type { SessionUser } from '@mailscout/contracts';
import { AccountPageTemplate, Card, useDocumentTitle } from '@mailscout/ui';
import { BuyCredits } from './buy-credits';
import { BillingTab } from './billing-tab';
import { HistoryTab } from './history-tab';
import { SecurityTab } from './security-tab';
import { SettingsTab } from './settings-tab';
import { SubscriptionTab } from './subscription-tab';
import { SupportCard } from './support-card';
import { Tabs, type TabDefinition } from './tabs';
import { useMe } from './use-me';
import { SESSION_EXPIRED } from '../login/session-expired';
import '../common/forms.css';
import './account-page.css';

const TAB_IDS = ['subscription', 'security', 'history', 'billing', 'settings'] as const;
type TabId = (typeof TAB_IDS)[number];

/** `/account#security` opens that tab (the navigation's 'account and security' link can use it). */
function tabFromHash(hash: string): TabId {
  return TAB_IDS.find((id) => `#${id}` === hash) ?? 'subscription';
}

function AccountArea({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('account.title'));
  const { hash } = useLocation();
  const [selected, setSelected] = useState<TabId>(() => tabFromHash(hash));
  const me = useMe(user.email);
  const onRemindersSaved = (renewalReminders: boolean) => me.update((data) => ({ ...data, preferences: { ...data.preferences, renewalReminders } }));

  const tabs: TabDefinition<TabId>[] = [
    { id: 'subscription', label: t('account.tabs.subscription'), render: () => <SubscriptionTab me={me.state} reload={me.reload} /> },
    { id: 'security', label: t('account.tabs.security'), render: () => <SecurityTab email={user.email} /> },
    { id: 'history', label: t('account.tabs.history'), render: () => <HistoryTab email={user.email} /> },
    { id: 'billing', label: t('account.tabs.billing'), render: () => <BillingTab email={user.email} /> },
    { id: 'settings', label: t('account.tabs.settings'), render: () => <SettingsTab me={me.state} reload={me.reload} onRemindersSaved={onRemindersSaved} /> },
  ];

  return (
    <AccountPageTemplate title={t('account.title')}>
      {/* The session's own email and credits: shown at once, and still shown when /api/me fails. */}
      <Card className="ac-summary">
        <p>
          {t('account.signedInAs')} <strong data-testid="account-email">{user.email}</strong>
        </p>
        <p data-testid="account-credits">{t('account.credits', { count: user.credits })}</p>
        <BuyCredits me={me.state} />
      </Card>
      <Tabs label={t('account.tabsLabel')} tabs={tabs} selected={selected} onSelect={setSelected} />
      <SupportCard onCancelled={me.reload} />
    </AccountPageTemplate>
  );
}

/**
 * /account (docs/product.md#account-page): the account area; it requires sign-in and sends others
 * to /. A session the server no longer knows (any 401 ends it, docs/decisions.md#sessions) goes to
 * the login, which says so.
 */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return sessionStore.endedByServer() ? <Navigate to={PAGES.login} state={SESSION_EXPIRED} replace /> : <Navigate to={PAGES.home} replace />;
  return <AccountArea user={user} />;
}
