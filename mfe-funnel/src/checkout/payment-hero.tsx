import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesForKind, type EmailChecks, type LookupKind } from '@mailscout/contracts';
import { Button, Card, Icon } from '@mailscout/ui';
import { isKnownLineType } from '../flow/phone-facts';
import { ResultsMayInclude } from './results-may-include';
import { shownTarget } from '../flow/shown-target';

const TYPE_ICONS = { personal: Icon.User, business: Icon.Building, disposable: Icon.AlertTriangle } as const;

const WHY = ['verify', 'accounts', 'breaches', 'sources'] as const;

export interface PaymentHeroProps {
  kind: LookupKind;
  target: string;
  /** From the real checks; without one the type is not claimed (docs/decisions.md#honest-data). */
  emailType?: EmailChecks['type'];
  /** A number's line type from the numbering plan (phone lookups); not shown when unknown. */
  lineType?: string | null;
  onGetReport(): void;
}

/** docs/product.md#lookup-funnel 'Email Type: Personal', with the real type (docs/product.md#payment-stage); the icon is decorative. */
function EmailTypeLine({ type }: { type: NonNullable<EmailChecks['type']> }) {
  const { t } = useTranslation('funnel');
  const TypeIcon = TYPE_ICONS[type];
  return (
    <p className={`fn-ck-hero__type fn-ck-hero__type--${type}`}>
      <TypeIcon size={18} />
      {t('checkout.hero.emailType', { type: t(`checkout.hero.types.${type}`) })}
    </p>
  );
}

/** docs/product.md#payment-stage Payment stage: hero with the target and its type, 'Results May Include', the collapsible section. */
export function PaymentHero({ kind, target, emailType, lineType, onGetReport }: PaymentHeroProps) {
  const { t } = useTranslation('funnel');
  const [open, setOpen] = useState(false);
  const whyId = useId();

  return (
    <>
      <Card className="fn-ck-hero">
        <h1 className="fn-stage-title" tabIndex={-1}>
          {t('checkout.hero.title')}
        </h1>
        <p className="fn-ck-hero__target">
          <span className="fn-muted">{t('checkout.hero.target')} </span>
          <strong className="fn-target">{shownTarget(target)}</strong>
        </p>
        {kind === 'email' && emailType ? <EmailTypeLine type={emailType} /> : null}
        {/* For a number, the honest counterpart of the email type: its line type, when known. */}
        {kind === 'phone' && isKnownLineType(lineType) ? (
          <p className="fn-ck-hero__type">
            <Icon.Phone size={18} />
            {t('checkout.hero.lineType', { type: t(`lookup.values.lineType.${lineType}`) })}
          </p>
        ) : null}
        <Button size="lg" onClick={onGetReport}>
          {t('checkout.hero.getReport')}
        </Button>
      </Card>
      <ResultsMayInclude kind={kind} target={target} />
      <Card className="fn-ck-why">
        <h2 className="fn-ck-section-title">
          <button type="button" className="fn-ck-why__toggle" aria-expanded={open} aria-controls={whyId} onClick={() => setOpen((value) => !value)}>
            <span>{t('checkout.why.title')}</span>
            <span aria-hidden="true" className="fn-ck-why__chevron">
              {open ? '−' : '+'}
            </span>
          </button>
        </h2>
        <div id={whyId} hidden={!open}>
          <ul className="fn-ck-why__list">
            {/* No breach promise where no source of this kind of lookup checks breaches (docs/decisions.md#claims-from-catalogue). */}
            {WHY.filter((point) => point !== 'breaches' || categoriesForKind(kind, ['breaches']).length > 0).map((point) => (
              <li key={point}>{t(`checkout.why.points.${point}`)}</li>
            ))}
          </ul>
        </div>
      </Card>
    </>
  );
}
