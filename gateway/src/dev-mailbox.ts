import type { Request, Response } from 'express';
import type { ServiceClients } from './service-clients.js';
import { sendOk } from './envelope.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Embedded mode only: the mail notification saved instead of sending, as a page or as JSON (?format=json): one entry
 * per Message-ID, with how often it was handed over (a resend after a crash is the same message).
 */
export function devMailbox(clients: ServiceClients) {
  return async (req: Request, res: Response) => {
    const to = typeof req.query.to === 'string' ? req.query.to : '';
    const { messages } = await clients.notification.listSavedMail({ limit: 50, to });
    if (req.query.format === 'json') {
      sendOk(res, messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt, messageId: m.messageId, deliveries: m.deliveries })));
      return;
    }
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><small>To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.messageId)}${m.deliveries > 1 ? ` · handed over ${m.deliveries} times (one message)` : ''}</small></p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('<hr>');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body style="font-family:sans-serif;max-width:48rem;margin:auto">` +
          `<h1>Local mailbox</h1><p>Test mode: these messages were saved, not sent.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
      );
  };
}
