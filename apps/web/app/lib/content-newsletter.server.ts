import {
  AddNewsletterSubscriptionDocument,
  type AddNewsletterSubscriptionMutation,
  type AddNewsletterSubscriptionMutationVariables,
  type Client,
} from '@nsv/graphql';
import { z } from 'zod';

/** What the newsletter endpoint answers: accepted, or a Dutch reason. */
export type NewsletterResult = { ok: true } | { ok: false; status: 400 | 502; message: string };

const emailSchema = z.email();

/**
 * Checks the address posted by the newsletter signup block and forwards it to the API's
 * `addNewsletterSubscription` (double opt-in). Never throws: the caller turns the result into a response.
 */
export async function subscribeToNewsletter(
  client: Client,
  email: unknown,
): Promise<NewsletterResult> {
  const parsed = emailSchema.safeParse(typeof email === 'string' ? email.trim() : email);
  if (!parsed.success) return { ok: false, status: 400, message: 'Vul een geldig e-mailadres in.' };
  const result = await client
    .mutation<AddNewsletterSubscriptionMutation, AddNewsletterSubscriptionMutationVariables>(
      AddNewsletterSubscriptionDocument,
      { input: { email: parsed.data } },
    )
    .toPromise();
  if (result.error || result.data?.addNewsletterSubscription !== true) {
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'newsletter: addNewsletterSubscription failed',
        error: result.error?.message ?? 'no data',
      }),
    );
    return {
      ok: false,
      status: 502,
      message: 'Aanmelden is nu niet gelukt. Probeer het later opnieuw.',
    };
  }
  return { ok: true };
}
