/** docs/product.md#lookup-funnel: the lookup funnel's stages, in order. */
export const FUNNEL_STAGES = ['initiatingLookup', 'retrievingOwner', 'emailSubmit', 'payment', 'processing', 'results'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
