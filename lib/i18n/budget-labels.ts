import type { useTranslations } from 'next-intl';
import { JOB_TYPES, type BriefLabels, type JobType } from '@/lib/rules/quote-brief';
import { REVIEW_INTENTS, REVIEW_VERDICTS, type Intent, type ReviewLabels, type Verdict } from '@/lib/rules/review';

/**
 * The words of a budget request's message (lib/rules/review.ts,
 * composeBudgetRequestMessage) from the messages: the route's, with
 * getTranslations, and the browser's pre-check's, with useTranslations, so
 * both write the same lines in the visitor's language.
 */

type BriefT = ReturnType<typeof useTranslations<'Brief'>>;
type ReviewT = ReturnType<typeof useTranslations<'Review'>>;
type ReviewReplyT = ReturnType<typeof useTranslations<'ReviewReply'>>;

/** The quote brief's labels, from the `Brief` messages. */
export function briefLabels(t: BriefT): BriefLabels {
  return {
    heading: t('heading'),
    company: t('company'),
    jobType: t('jobType'),
    jobTypes: Object.fromEntries(JOB_TYPES.map((type) => [type, t(`jobTypes.${type}`)])) as Record<JobType, string>,
    shootFrom: t('shootFrom'),
    shootTo: t('shootTo'),
    decideBy: t('decideBy'),
    location: t('location'),
    usageMedia: t('usageMedia'),
    usageTerritory: t('usageTerritory'),
    usagePeriod: t('usagePeriod'),
    budget: t('budget'),
  };
}

/** The review's labels, from the `Review` and `ReviewReply` messages. */
export function reviewLabels(t: ReviewT, reply: ReviewReplyT): ReviewLabels {
  return {
    heading: reply('heading'),
    verdicts: Object.fromEntries(REVIEW_VERDICTS.map((verdict) => [verdict, t(`verdicts.${verdict}`)])) as Record<
      Verdict,
      string
    >,
    intents: Object.fromEntries(REVIEW_INTENTS.map((intent) => [intent, t(`intents.${intent}`)])) as Record<Intent, string>,
    declined: (count) => reply('declined', { count }),
  };
}
