import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import type { NewsletterSignupData } from '../types';
import { newsletterSignupCss } from './newsletter-signup-styles';
import { NEWSLETTER_MESSAGES, validateEmail } from './validate-email';
import { type BlockIdOptions, useBlockId } from '../lib/block-id';

/** What the server reports after a signup posted without JavaScript. */
export type NewsletterSubscribeStatus = 'success' | 'error' | 'invalid';

/** Props of NewsletterSignup. */
export interface NewsletterSignupProps extends BlockIdOptions {
  data: NewsletterSignupData;
  /** Subscribes the address; reject to show the error state. */
  onSubscribe: (email: string) => Promise<void>;
  /**
   * Where the form posts (field `email`) when JavaScript is not running, e.g. the site's own
   * endpoint. Without it the form only works through `onSubscribe`.
   */
  subscribeAction?: string;
  /** The outcome of such a post, so the server-rendered block shows it without JavaScript. */
  subscribeStatus?: NewsletterSubscribeStatus;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

const initialStatus = (reported?: NewsletterSubscribeStatus): Status =>
  reported === 'success' || reported === 'error' ? reported : 'idle';

/** A newsletter signup form with validation and pending, success and error states in Dutch. */
export function NewsletterSignup({
  data,
  onSubscribe,
  subscribeAction,
  subscribeStatus,
  idPrefix,
}: NewsletterSignupProps) {
  const ids = useBlockId(idPrefix);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(
    subscribeStatus === 'invalid' ? NEWSLETTER_MESSAGES.invalid : undefined,
  );
  const [status, setStatus] = useState<Status>(() => initialStatus(subscribeStatus));
  const input = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a success here the form is gone: focus the confirmation so keyboard users are not lost.
  // A success reported by the server (no JavaScript) leaves focus where the page load put it.
  const submitted = useRef(false);
  useEffect(() => {
    if (status === 'success' && submitted.current) statusRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'pending') return;
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setStatus('pending');
    submitted.current = true;
    try {
      await onSubscribe(email.trim());
      if (mounted.current) setStatus('success');
    } catch {
      if (mounted.current) setStatus('error');
    }
  };

  const message = status === 'idle' ? '' : NEWSLETTER_MESSAGES[status];
  return (
    <section
      className="nsv-block nsv-newsletter"
      data-nsv-block="newsletter-signup"
      data-status={status}
      aria-labelledby={`${ids}-title`}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="newsletter-signup" css={newsletterSignupCss} />
      <h2 id={`${ids}-title`}>{data.title}</h2>
      <p>{data.text}</p>
      {status === 'success' ? null : (
        <form
          className="nsv-newsletter__form"
          noValidate
          onSubmit={submit}
          {...(subscribeAction ? { method: 'post', action: subscribeAction } : {})}
        >
          <label htmlFor={`${ids}-email`}>E-mailadres</label>
          <div className="nsv-newsletter__row">
            <input
              ref={input}
              id={`${ids}-email`}
              className="nsv-newsletter__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${ids}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" label={data.buttonLabel} loading={status === 'pending'} />
          </div>
          {fieldError ? (
            <p id={`${ids}-error`} className="nsv-newsletter__field-error">
              {fieldError}
            </p>
          ) : null}
        </form>
      )}
      {/* One live region, present from the start, so every state change is announced. */}
      <p
        ref={statusRef}
        className="nsv-newsletter__status"
        role="status"
        aria-live="polite"
        tabIndex={-1}
        data-status={status}
      >
        {message}
      </p>
    </section>
  );
}
