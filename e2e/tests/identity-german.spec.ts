import { expect, test } from '@playwright/test';
import { longDate, seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { solveBotChallenge } from '../support/bot-challenge';
import { mainNav } from '@mailscout/test-stack/journeys/identity';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * The identity flows in German with ?lng=de (docs/decisions.md#language) on an English browser: German pages,
 * and German mails from the API, which writes in the language the page sends.
 */

test('sign in, account, cancellation and log out in German', async ({ page }) => {
  const account = await seedAccount(uniqueEmail('de-login'), { credits: 1 });
  const mailbox = inbox(account.email);

  await page.goto('/login?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByRole('button', { name: 'Code senden', exact: true }).click();
  await expect(page.getByText(`Geben Sie den 6-stelligen Code ein, den wir an ${account.email} gesendet haben.`)).toBeVisible();
  const { code, mail } = await mailbox.nextCode();
  expect(mail.subject).toBe('Ihr MailScout-Anmeldecode');
  expect(mail.text).toContain('Mit diesem Code melden Sie sich bei MailScout an:');

  await page.getByLabel('Einmalcode').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ungültiger oder abgelaufener Code.');
  await page.getByLabel('Einmalcode').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const nav = mainNav(page);
  const myAccount = nav.getByRole('link', { name: 'Mein Konto', exact: true });
  await expect(myAccount).toBeVisible();
  const menuButton = nav.getByRole('button', { name: `Kontomenü für ${account.email}` });
  await menuButton.click();
  await expect(page.getByTestId('credit-count')).toHaveText('1 Guthaben');
  await menuButton.click();

  await myAccount.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  await expect(page.getByTestId('account-credits')).toHaveText('1 Suchguthaben verfügbar');
  const panel = page.getByRole('tabpanel', { name: 'Abonnement' });
  await expect(panel.getByTestId('subscription-status')).toHaveText('Aktiv');
  await expect(panel.getByText('Premium Lookup-Plan', { exact: true })).toBeVisible();
  await expect(panel.getByText('Wöchentlich', { exact: true })).toBeVisible();
  await expect(panel.getByText('Nächstes Abrechnungsdatum', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('subscription-date')).toHaveText(longDate(account.subscription!.currentPeriodEnd, 'de'));
  await expect(panel.getByTestId('subscription-id')).toHaveText(`${account.subscription!.id.slice(0, 10)}…`);

  // Cancellation in German: German page, code mail and confirmation mail.
  await panel.getByRole('link', { name: 'Abonnement kündigen', exact: true }).click();
  await expect(page).toHaveURL(/\/cancel-subscription$/);
  const send = page.getByRole('button', { name: 'Bestätigungscode senden', exact: true });
  await solveBotChallenge(page, send);
  await send.click();
  const cancelCode = await mailbox.nextCode();
  expect(cancelCode.mail.subject).toBe('Ihr Code zur Kündigung Ihres MailScout-Abonnements');
  await page.getByLabel('Einmalcode').fill(cancelCode.code);
  await page.getByRole('button', { name: 'Mein Abonnement kündigen', exact: true }).click();
  const until = longDate(account.subscription!.currentPeriodEnd, 'de');
  await expect(page.getByRole('status')).toHaveText(
    `Ihr Abonnement wurde erfolgreich gekündigt und endet mit Ablauf Ihres aktuellen Abrechnungszeitraums. Ihr Zugang bleibt bis zum ${until} bestehen.`,
  );
  await expect(page).toHaveURL(/\/account$/, { timeout: 5_000 });
  await expect(panel.getByTestId('subscription-status')).toHaveText('Gekündigt');
  await expect(panel.getByText('Zugang bis', { exact: true })).toBeVisible();
  const confirmation = await mailbox.next();
  expect(confirmation.subject).toBe('Ihr MailScout-Abonnement wurde gekündigt');
  expect(confirmation.text).toContain(until);

  await menuButton.click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
});

test('opt out in German, then the German search refuses the address', async ({ page }) => {
  const email = uniqueEmail('de-optout');
  const mailbox = inbox(email);

  await page.goto('/opt-out?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Widerspruch und Löschung Ihrer Daten' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Einmalcode senden', exact: true });
  await expect(send).toBeDisabled();
  await expect(page.getByText('Bitte schließen Sie die CAPTCHA-Überprüfung ab.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await solveBotChallenge(page, send);
  await send.click();
  await expect(page.getByRole('status')).toHaveText('Einmalcode erfolgreich gesendet. Bitte prüfen Sie Ihre E-Mails.');
  const { code, mail } = await mailbox.nextCode();
  expect(mail.subject).toBe('Ihr MailScout-Opt-out-Code');
  await page.getByLabel('Einmalcode').fill(code);
  await page.getByRole('button', { name: 'Code prüfen & widersprechen', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Ihr Widerspruch wurde erfolgreich bearbeitet.');
  // The confirmation is in the language the opt-out was asked for in.
  const done = await mailbox.next();
  expect(done.subject).toBe('Ihr Widerspruch bei MailScout ist abgeschlossen');

  await page.goto('/');
  await page.getByPlaceholder('E-Mail-Adresse zum Nachschlagen eingeben').fill(email);
  await page.getByRole('button', { name: 'Jetzt suchen', exact: true }).click();
  await expect(page.locator('#search').getByRole('alert')).toHaveText('Diese E-Mail-Adresse wurde von der Suche ausgeschlossen.');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Von der Suche ausgeschlossen');
  await expect(toast).toContainText('Der Inhaber dieser E-Mail-Adresse hat der Suche widersprochen.');
  await expect(page).toHaveURL(/\/$/);
});
