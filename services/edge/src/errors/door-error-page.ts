import type { Language } from '@mailscout/contracts';
import { escapeHtml } from '../compose/page-html';
import { DOOR_PAGE_TEXTS, type DoorPageKind } from './door-error-texts';
import type { DoorErrorStatus } from './door-errors';

const KIND_OF_STATUS: Record<DoorErrorStatus, DoorPageKind> = {
  400: 'badRequest',
  404: 'notFound',
  408: 'requestTimeout',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
  504: 'timeout',
};

/**
 * The whole page answered for `status` in `language`: standalone (nothing loaded from anywhere,
 * so it shows when the shell's files or the API cannot be had), no script and no style, so any
 * Content-Security-Policy in front of it — the shell's, or none — shows it as it is. The same
 * string for every request: the front door serves it from a file.
 */
export function doorErrorPage({ status, language }: { status: DoorErrorStatus; language: Language }): string {
  const texts = DOOR_PAGE_TEXTS[language];
  const page = texts.pages[KIND_OF_STATUS[status]];
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(page.title)} – MailScout</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(page.heading)}</h1>`,
    `<p>${escapeHtml(page.text)}</p>`,
    `<p><a href="/">${escapeHtml(texts.home)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
