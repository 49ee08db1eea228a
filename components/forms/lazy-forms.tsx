'use client';

import dynamic from 'next/dynamic';

/*
 * The contact form, the scouting application and the budget request, each
 * with react-hook-form and its own code, as chunks of their own
 * (docs/decisions/0073-forms-out-of-the-first-load.md). The server renders
 * them into the HTML as before and Next preloads their chunks from it at a
 * low priority, after the page's own scripts. No Suspense boundary of their
 * own: the screen around a form hydrates once its chunk is there, so the
 * page is interactive with its form, and a navigation to a form waits for
 * it rather than drawing the screen without it.
 */
export const ContactForm = dynamic(() => import('@/components/contact/ContactForm').then((module) => module.ContactForm));
export const ScoutingForm = dynamic(() => import('@/components/scouting/ScoutingForm').then((module) => module.ScoutingForm));
export const BudgetForm = dynamic(() => import('@/components/favorites/BudgetForm').then((module) => module.BudgetForm));
