/**
 * The shop's help pages (footer): what a shopper looks for before and after buying. Their words are
 * in the message files (`Help`), in every language the shop speaks.
 */
export const HELP_TOPICS = ['delivery', 'returns', 'contact', 'privacy', 'terms'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const isHelpTopic = (value: string): value is HelpTopic =>
  (HELP_TOPICS as readonly string[]).includes(value);
