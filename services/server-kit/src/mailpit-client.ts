/**
 * Reads the mail a site sent, from a Mailpit's HTTP API (MAILPIT_URL): for the API's tests, the e2e
 * tests and the mail benchmarks, which all send to a Mailpit of their own run. Many tests send to
 * one Mailpit at the same time: each helper looks at one recipient's mail only, so a test sends to
 * an address of its own and never assumes an empty inbox.
 */
export interface MailAddress {
  Name: string;
  Address: string;
}

export interface Mail {
  id: string;
  subject: string;
  from: MailAddress;
  to: MailAddress[];
  /** When Mailpit received it (ISO 8601). */
  date: string;
  text: string;
  html: string;
  /** Every header as sent, by name (`List-Unsubscribe`, `DKIM-Signature`...), each with its values. */
  headers: Record<string, string[]>;
}

export interface HtmlCheck {
  /** Percentages of the mail clients (caniemail.com) that support the HTML and CSS used. */
  Total: { Tests: number; Nodes: number; Supported: number; Partial: number; Unsupported: number };
  Warnings: Array<{ Slug: string; Title: string; Category: string; Score: { Found: number; Supported: number; Unsupported: number } }>;
}

export interface LinkCheck {
  Errors: number;
  Links: Array<{ URL: string; StatusCode: number; Status: string }>;
}

export interface MailWait {
  timeoutMs?: number;
  /** Only a message whose subject is this, or matches it. */
  subject?: string | RegExp;
}

const POLL_MS = 100;
/** More messages to one test's address than any test sends. */
const SEARCH_LIMIT = 200;

function mailpitUrl(): string {
  const url = process.env.MAILPIT_URL;
  if (!url) throw new Error('MAILPIT_URL is not set: start Mailpit first (the Jest and Playwright global setups do).');
  return url;
}

async function mailpit<T>(route: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${mailpitUrl()}/api/v1${route}`, init);
  if (!response.ok) throw new Error(`Mailpit answered ${response.status} to ${init?.method ?? 'GET'} ${route}`);
  return (init?.method === 'DELETE' ? undefined : await response.json()) as T;
}

interface Summary {
  ID: string;
  Subject: string;
  To: MailAddress[] | null;
}

/** The messages to exactly this address (Mailpit's search matches parts of addresses), newest first. */
async function summariesTo(address: string): Promise<Summary[]> {
  const query = encodeURIComponent(`to:"${address}"`);
  const { messages } = await mailpit<{ messages: Summary[] }>(`/search?query=${query}&limit=${SEARCH_LIMIT}`);
  const wanted = address.toLowerCase();
  return messages.filter((message) => (message.To ?? []).some((to) => to.Address.toLowerCase() === wanted));
}

async function readMail(id: string): Promise<Mail> {
  type Message = { ID: string; Subject: string; From: MailAddress; To: MailAddress[] | null; Date: string; Text: string; HTML: string };
  const [message, headers] = await Promise.all([
    mailpit<Message>(`/message/${id}`),
    mailpit<Record<string, string[]>>(`/message/${id}/headers`),
  ]);
  const { ID, Subject, From, To, Date: date, Text, HTML } = message;
  return { id: ID, subject: Subject, from: From, to: To ?? [], date, text: Text, html: HTML, headers };
}

/** Every message to `address` so far, newest first (no waiting). */
export async function mailsTo(address: string): Promise<Mail[]> {
  return Promise.all((await summariesTo(address)).map(({ ID }) => readMail(ID)));
}

/**
 * Waits for a message to `address` (whose subject is or matches `subject`, when given) and returns
 * the newest one; fails after `timeoutMs`, naming the address.
 */
export async function mailTo(address: string, { timeoutMs = 15_000, subject }: MailWait = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await summariesTo(address)).find((message) => subject === undefined || matches(message.Subject, subject));
    if (newest) return readMail(newest.ID);
    if (Date.now() > deadline)
      throw new Error(`No mail to ${address}${subject ? ` with the subject ${String(subject)}` : ''} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The recipient of each message whose subject holds `subject` (up to 1 000 messages), sorted: one per message. */
export async function recipientsOfSubject(subject: string): Promise<string[]> {
  const query = encodeURIComponent(`subject:"${subject}"`);
  const { messages } = await mailpit<{ messages: Summary[] }>(`/search?query=${query}&limit=1000`);
  return messages.map((message) => message.To?.[0]?.Address ?? '').sort();
}

const matches = (actual: string, subject: string | RegExp) => (typeof subject === 'string' ? actual === subject : subject.test(actual));

/** The first link of a message whose URL matches `pattern` (a confirm or unsubscribe link, say): its HTML's, else its text's. */
export function linkIn(mail: Pick<Mail, 'html' | 'text'>, pattern: RegExp): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));
  const bare = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const link = [...hrefs, ...bare].find((url) => pattern.test(url));
  if (!link) throw new Error(`No link matching ${String(pattern)} in the mail.`);
  return link;
}

/** Deletes the messages to `address`, and only those: the other workers' mail stays. */
export async function clearMail(address: string): Promise<void> {
  const ids = (await summariesTo(address)).map(({ ID }) => ID);
  if (ids.length === 0) return;
  await mailpit('/messages', { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ IDs: ids }) });
}

/** Mailpit's check of a message's HTML against the mail clients' support (caniemail.com data). */
export function htmlCheck(mail: Pick<Mail, 'id'>): Promise<HtmlCheck> {
  return mailpit<HtmlCheck>(`/message/${mail.id}/html-check`);
}

/** Mailpit requests every link of a message (local ones too) and reports each one's status. */
export function linkCheck(mail: Pick<Mail, 'id'>, { follow = false }: { follow?: boolean } = {}): Promise<LinkCheck> {
  return mailpit<LinkCheck>(`/message/${mail.id}/link-check${follow ? '?follow=true' : ''}`);
}
