/** One rule of the gate: passed, or refused with one clear reason per problem. */
export interface RuleResult {
  rule: string;
  ok: boolean;
  reasons: string[];
  /** What was measured or checked, for the record (shown when it passes too). */
  notes: string[];
}

export function ruleResult(rule: string, reasons: string[], notes: string[] = []): RuleResult {
  return { rule, ok: reasons.length === 0, reasons, notes };
}
