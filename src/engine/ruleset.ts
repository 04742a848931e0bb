/** `revised` is the default; `first-printing` changes exactly the rows listed in docs/rules.md#first-printing. */
export const RULESETS = ['revised', 'first-printing'] as const
export type Ruleset = (typeof RULESETS)[number]
