import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { contactFormMachine } from '../../machines/contact-form.machine';
import {
  type ContactDraft,
  type ContactFormInput,
  type ContactSubmitInput,
  type ContactSubmitResult,
} from '../../machines/contact-form.types';
import { contactDraftErrors } from '../../src/contact/schema';

const complete: ContactDraft = {
  name: 'Dana Cohen',
  email: 'dana@example.co.il',
  company: 'Cohen Logistics',
  phone: '+972 50 123 4567',
  topic: 'sales',
  message: 'Which of our stores lose sales on Fridays, and why?',
  consent: true,
};

/** A promise the test settles by hand, so "in flight" lasts exactly as long as the test wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Keys as the browser would make them, but predictable: key-0001…, one per call. */
function keyMaker() {
  let made = 0;
  return () => `key-${String(++made).padStart(16, '0')}`;
}

/** The form's input with the app's rules (the shared schema), as the contact page starts it. */
const withRules = (input: Omit<ContactFormInput, 'validate'>): ContactFormInput => ({
  ...input,
  validate: contactDraftErrors,
});

function startForm(
  input: Omit<ContactFormInput, 'validate'> = { language: 'en' },
  token = 'token-1',
) {
  const newKey = keyMaker();
  const posts: {
    input: ContactSubmitInput;
    answer: ReturnType<typeof deferred<ContactSubmitResult>>;
  }[] = [];
  const effects = {
    persistDraft: vi.fn(),
    clearDraft: vi.fn(),
    markTitle: vi.fn(),
    focusErrorSummary: vi.fn(),
    focusResult: vi.fn(),
    announceSent: vi.fn(),
    announceFailure: vi.fn(),
  };
  const actor = createActor(
    contactFormMachine.provide({
      actions: {
        renewIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
        persistDraft: (_, params) => {
          effects.persistDraft(params.draft, params.idempotencyKey);
        },
        clearDraft: () => {
          effects.clearDraft();
        },
        markTitle: (_, params) => {
          effects.markTitle(params.hasErrors);
        },
        focusErrorSummary: () => {
          effects.focusErrorSummary();
        },
        focusResult: () => {
          effects.focusResult();
        },
        announceSent: () => {
          effects.announceSent();
        },
        announceFailure: () => {
          effects.announceFailure();
        },
      },
      actors: {
        fetchToken: fromPromise(() => Promise.resolve(token)),
        submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(({ input }) => {
          const answer = deferred<ContactSubmitResult>();
          posts.push({ input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: withRules(input) },
  ).start();
  const fill = (draft: Partial<ContactDraft>) => {
    for (const [field, value] of Object.entries(draft)) {
      actor.send({ type: 'contact.fieldChanged', field, value } as never);
    }
  };
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, posts, effects, fill, state, context };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A form whose visitor sent the complete draft, and whose post failed (offline, or a 5xx). */
async function formAfterFailedPost(error: Error) {
  const form = startForm();
  form.fill(complete);
  form.actor.send({ type: 'contact.submit' });
  form.posts[0]?.answer.reject(error);
  await settled();
  return form;
}

describe('contactFormMachine', () => {
  it('starts editing an empty draft in the page’s language, with no errors shown', () => {
    const { state, context, effects } = startForm({ language: 'he' });

    expect(state()).toBe('editing');
    expect(context()).toMatchObject({ language: 'he', errors: {}, submissionId: null });
    expect(context().draft.message).toBe('');
    expect(effects.markTitle).toHaveBeenCalledWith(false);
  });

  it('asks the service for a time-trap token when the form opens', async () => {
    const { actor } = startForm();

    await waitFor(actor, (snapshot) => snapshot.context.token !== null);

    expect(actor.getSnapshot().context.token).toBe('token-1');
  });

  it('restores a kept draft, and errors from a form post the service refused', () => {
    const { context, effects } = startForm({
      language: 'en',
      draft: { name: 'Dana', message: 'Too short' },
      errors: { message: 'tooShort' },
    });

    expect(context().draft).toMatchObject({ name: 'Dana', message: 'Too short', email: '' });
    expect(context().errors).toEqual({ message: 'tooShort' });
    expect(effects.markTitle).toHaveBeenCalledWith(true);
  });

  it('keeps every change in the draft store and shows no error while the visitor types', () => {
    const { fill, context, effects } = startForm();

    fill({ name: 'Dana', email: 'dana@' });

    expect(context().draft).toMatchObject({ name: 'Dana', email: 'dana@' });
    expect(context().errors).toEqual({});
    expect(effects.persistDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Dana', email: 'dana@' }),
      context().idempotencyKey,
    );
  });

  it('on submit with errors, goes back to editing with every error, focuses the summary and marks the title', () => {
    const { actor, fill, state, context, effects, posts } = startForm();
    fill({ name: 'Dana', email: 'dana@' });

    actor.send({ type: 'contact.submit' });

    expect(state()).toBe('editing');
    expect(context().errors).toEqual({
      email: 'invalid',
      company: 'required',
      topic: 'required',
      message: 'required',
      consent: 'required',
    });
    expect(effects.focusErrorSummary).toHaveBeenCalledOnce();
    expect(effects.markTitle).toHaveBeenLastCalledWith(true);
    expect(posts).toHaveLength(0);
  });

  it('after a failed submit, clears a field’s error once it is corrected but adds none for untouched fields', () => {
    const { actor, fill, context, effects } = startForm();
    fill({ ...complete, email: 'dana@', company: '' });
    actor.send({ type: 'contact.submit' });

    fill({ email: 'dana@example.co.il' });

    expect(context().errors).toEqual({ company: 'required' });
    fill({ company: 'Cohen Logistics' });
    expect(context().errors).toEqual({});
    expect(effects.markTitle).toHaveBeenLastCalledWith(false);
  });

  it('posts a valid draft once with its token and language; a second submit (double click) is ignored', async () => {
    const { actor, fill, state, posts } = startForm({ language: 'he' });
    await waitFor(actor, (snapshot) => snapshot.context.token !== null);
    fill(complete);

    actor.send({ type: 'contact.submit' });
    actor.send({ type: 'contact.submit' });

    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.input).toEqual({
      draft: complete,
      token: 'token-1',
      language: 'he',
      idempotencyKey: 'key-0000000000000001',
    });
  });

  it('when the service stores it: sent, the id kept, the draft cleared, the visitor thanked and focused', async () => {
    const { actor, fill, state, context, effects, posts } = startForm();
    fill(complete);
    actor.send({ type: 'contact.submit' });

    posts[0]?.answer.resolve({ ok: true, id: 'abc-123' });
    await settled();

    expect(state()).toBe('sent');
    expect(actor.getSnapshot().status).toBe('done');
    expect(context().submissionId).toBe('abc-123');
    expect(effects.clearDraft).toHaveBeenCalledOnce();
    expect(effects.announceSent).toHaveBeenCalledOnce();
    expect(effects.focusResult).toHaveBeenCalledOnce();
  });

  it('when the service refuses fields, shows its errors as if the browser had found them', async () => {
    const { actor, fill, state, context, effects, posts } = startForm();
    fill(complete);
    actor.send({ type: 'contact.submit' });

    posts[0]?.answer.resolve({ ok: false, errors: { email: 'invalid' } });
    await settled();

    expect(state()).toBe('editing');
    expect(context().errors).toEqual({ email: 'invalid' });
    expect(effects.focusErrorSummary).toHaveBeenCalledOnce();
    expect(effects.markTitle).toHaveBeenLastCalledWith(true);
    expect(effects.clearDraft).not.toHaveBeenCalled();
  });

  it('when the network or the service fails: failed, the draft kept, the failure announced', async () => {
    const { state, context, effects } = await formAfterFailedPost(new Error('503'));

    expect(state()).toBe('failed');
    expect(context().draft).toEqual(complete);
    expect(effects.announceFailure).toHaveBeenCalledOnce();
    expect(effects.clearDraft).not.toHaveBeenCalled();
  });

  it('retry from failed posts the same draft again, and succeeds', async () => {
    const { actor, state, posts } = await formAfterFailedPost(new Error('offline'));

    actor.send({ type: 'contact.retry' });
    expect(state()).toBe('submitting');
    posts[1]?.answer.resolve({ ok: true, id: 'second' });
    await settled();

    expect(posts.map((post) => post.input.draft)).toEqual([complete, complete]);
    expect(state()).toBe('sent');
  });

  it('in failed, keeps edits in the draft, and a submit validates them again first', async () => {
    const { actor, fill, state, context, effects, posts } = await formAfterFailedPost(
      new Error('offline'),
    );

    fill({ message: 'short' });
    expect(state()).toBe('failed');
    expect(effects.persistDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'short' }),
      context().idempotencyKey,
    );
    actor.send({ type: 'contact.submit' });

    expect(state()).toBe('editing');
    expect(context().errors).toEqual({ message: 'tooShort' });
    expect(posts).toHaveLength(1);
  });

  it('ignores retry while editing and edits while submitting', () => {
    const { actor, fill, state, posts } = startForm();
    actor.send({ type: 'contact.retry' });
    expect(state()).toBe('editing');

    fill(complete);
    actor.send({ type: 'contact.submit' });
    fill({ name: 'Someone else' });

    expect(actor.getSnapshot().context.draft.name).toBe('Dana Cohen');
    expect(posts).toHaveLength(1);
  });

  it('posts without a token when the service could not issue one (the service then decides)', async () => {
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          fetchToken: fromPromise<string>(() => Promise.reject(new Error('offline'))),
          submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(({ input }) =>
            Promise.resolve({ ok: true, id: input.token ?? 'no-token' }),
          ),
        },
      }),
      { input: withRules({ language: 'en', draft: complete }) },
    ).start();
    await settled();

    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));

    expect(actor.getSnapshot().context.submissionId).toBe('no-token');
  });
});

describe('contactFormMachine on its own: it checks every draft against its rules', () => {
  /**
   * The bare machine (nothing provided: its token request and its post fail as unprovided),
   * started with `validate`, and the ids of the actors it starts: the post is `submission`.
   */
  function bareForm(draft: Partial<ContactDraft>, validate = contactDraftErrors) {
    const started: string[] = [];
    const actor = createActor(contactFormMachine, {
      input: { language: 'en', validate, draft },
      inspect: (inspection) => {
        if (inspection.type === '@xstate.actor')
          started.push((inspection.actorRef as AnyActorRef).id);
      },
    }).start();
    return { actor, started };
  }

  it('refuses a draft with an empty name and a malformed e-mail: editing, those two errors, no post', () => {
    const { actor, started } = bareForm({ ...complete, name: '', email: 'dana@' });

    actor.send({ type: 'contact.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', email: 'invalid' });
    expect(started).not.toContain('submission');
  });

  it('posts a draft its rules pass, with no error shown', () => {
    const { actor, started } = bareForm(complete);

    actor.send({ type: 'contact.submit' });

    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(started).toContain('submission');
  });

  it('checks the draft with the rules it was started with, not some of its own', () => {
    const validate = vi.fn(() => ({ company: 'tooLong' as const }));
    const { actor, started } = bareForm(complete, validate);

    actor.send({ type: 'contact.submit' });

    expect(validate).toHaveBeenLastCalledWith(complete);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ company: 'tooLong' });
    expect(started).not.toContain('submission');
  });
});

describe('contactFormMachine: one idempotency key per draft', () => {
  it('makes a key for a new draft and sends it with the post', async () => {
    const { actor, fill, context, posts } = startForm();
    fill(complete);

    actor.send({ type: 'contact.submit' });

    expect(context().idempotencyKey).toBe('key-0000000000000001');
    expect(posts[0]?.input.idempotencyKey).toBe('key-0000000000000001');
    posts[0]?.answer.resolve({ ok: true, id: 'abc' });
    await settled();
  });

  it('sends the same key again when the visitor retries after a network failure or a 5xx', async () => {
    const { actor, fill, state, posts } = await formAfterFailedPost(
      new TypeError('Failed to fetch'),
    );

    actor.send({ type: 'contact.retry' });
    posts[1]?.answer.reject(new Error('The service answered 503'));
    await settled();
    fill({ message: `${complete.message} Also on Thursdays.` });
    actor.send({ type: 'contact.submit' });
    posts[2]?.answer.resolve({ ok: true, id: 'first' });
    await settled();

    expect(state()).toBe('sent');
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.input.idempotencyKey))).toEqual(
      new Set(['key-0000000000000001']),
    );
  });

  it('keeps the key after the service refuses fields: the corrected draft is the same draft', async () => {
    const { actor, fill, posts } = startForm();
    fill(complete);
    actor.send({ type: 'contact.submit' });
    posts[0]?.answer.resolve({ ok: false, errors: { email: 'invalid' } });
    await settled();

    fill({ email: 'dana.cohen@example.co.il' });
    actor.send({ type: 'contact.submit' });

    expect(posts[1]?.input.idempotencyKey).toBe(posts[0]?.input.idempotencyKey);
  });

  it('reuses the key a kept draft (or a refused form post) came with, and makes none', () => {
    const { actor, context, posts } = startForm({
      language: 'en',
      draft: complete,
      idempotencyKey: 'kept-key-from-storage',
    });

    actor.send({ type: 'contact.submit' });

    expect(context().idempotencyKey).toBe('kept-key-from-storage');
    expect(posts[0]?.input.idempotencyKey).toBe('kept-key-from-storage');
  });

  it('keeps the key with the draft: on every change, and before each post', () => {
    const { actor, fill, effects } = startForm({
      language: 'en',
      idempotencyKey: 'kept-key-0123456789',
    });
    fill({ name: 'Dana' });
    expect(effects.persistDraft).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Dana' }),
      'kept-key-0123456789',
    );

    fill(complete);
    effects.persistDraft.mockClear();
    actor.send({ type: 'contact.submit' });

    expect(effects.persistDraft).toHaveBeenCalledWith(complete, 'kept-key-0123456789');
  });

  it('gives every new form (a new draft, as after a sent one) a key of its own', () => {
    const makeKey = vi.fn(keyMaker());
    const machine = contactFormMachine.provide({
      actions: { renewIdempotencyKey: assign({ idempotencyKey: () => makeKey() }) },
    });

    const first = createActor(machine, { input: withRules({ language: 'en' }) });
    const second = createActor(machine, { input: withRules({ language: 'en' }) });

    expect(makeKey).toHaveBeenCalledTimes(2);
    expect(first.getSnapshot().context.idempotencyKey).not.toBe(
      second.getSnapshot().context.idempotencyKey,
    );
  });

  it('makes no key where none is provided (the server’s render, the same for every visitor)', () => {
    const prerendered = createActor(contactFormMachine, { input: withRules({ language: 'he' }) });
    const refused = createActor(contactFormMachine, {
      input: withRules({ language: 'he', idempotencyKey: 'the-key-the-post-carried' }),
    });

    expect(prerendered.getSnapshot().context.idempotencyKey).toBe('');
    expect(refused.getSnapshot().context.idempotencyKey).toBe('the-key-the-post-carried');
  });
});
