import type { StageSkeletonKind } from '../app/route-skeletons';

const CHECKLIST_ROWS = 6;

/**
 * docs/architecture.md#stage-skeletons: grey blocks where the stage's heading, text and card will
 * be, at their sizes, inside the same 50vh the spinner held, so the footer does not move when the
 * stage arrives. Decorative: the status label is the caller's.
 */
export function StageSkeleton({ kind }: { kind: StageSkeletonKind }) {
  return (
    <div className={`ms-container ms-stage-skeleton ms-stage-skeleton--${kind}`} aria-hidden="true" data-stage-skeleton={kind}>
      {kind === 'checklist' ? (
        <div className="ms-stage-skeleton__card">
          <div className="ms-stage-skeleton__line ms-stage-skeleton__line--title" />
          <div className="ms-stage-skeleton__line ms-stage-skeleton__line--short" />
          {Array.from({ length: CHECKLIST_ROWS }, (_, i) => (
            <div key={i} className="ms-stage-skeleton__row" />
          ))}
        </div>
      ) : (
        <>
          <div className="ms-stage-skeleton__line ms-stage-skeleton__line--title" />
          {kind === 'stage' ? <div className="ms-stage-skeleton__line ms-stage-skeleton__line--text" /> : null}
          <div className="ms-stage-skeleton__card ms-stage-skeleton__card--block" />
        </>
      )}
    </div>
  );
}
