import { getTranslations } from 'next-intl/server';
import { agency } from '@/lib/agency/fetch';
import { sendBudgetRequest } from '@/lib/agency/forms';
import type { AgencyLang } from '@/lib/agency/types';
import { TEXT_FORM_BODY_MAX_BYTES } from '@/lib/rules/agreed';
import { TEXT_FORM_RATE } from '@/lib/server/forms/limits';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import { briefOf, budgetFields, budgetSchema, favoritesText } from '@/lib/forms/schemas';
import { handleFormPost, textFields } from '@/lib/server/forms/handle-post';
import { composeBudgetMessage, JOB_TYPES, type BriefLabels, type JobType } from '@/lib/rules/quote-brief';

const limiter = createRateLimiter({ ...TEXT_FORM_RATE, keyPrefix: 'budget' });

/** The brief's labels in the language the request was sent in (the agency reads them as the visitor wrote). */
async function briefLabels(lang: AgencyLang): Promise<BriefLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'Brief' });
  const jobTypes = Object.fromEntries(JOB_TYPES.map((type) => [type, t(`jobTypes.${type}`)])) as Record<JobType, string>;
  return {
    heading: t('heading'),
    company: t('company'),
    jobType: t('jobType'),
    jobTypes,
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

/**
 * The budget request: validated again here, the quote brief written into
 * the contract's `message` as labelled lines, then forwarded to the PANEL
 * `/api/favorites/{lang}` (the contract is unchanged).
 */
export function POST(request: Request) {
  return handleFormPost(request, {
    schema: budgetSchema,
    maxBytes: TEXT_FORM_BODY_MAX_BYTES,
    fields: budgetFields,
    toInput: (form) => textFields(form, budgetFields),
    forward: async (lang, data, _form, submission) => {
      const { name, email, phone, favorites } = data;
      const message = composeBudgetMessage(data.message, briefOf(data), await briefLabels(lang), lang);
      return sendBudgetRequest(agency(), lang, { name, email, phone, message, favorites: favoritesText(favorites) }, submission);
    },
    limiter,
  });
}
