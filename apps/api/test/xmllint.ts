import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PintAeDocumentKind } from '@screenspot/contracts/pint-ae';
import { ensureTool } from './tools';

// XML checked by libxml2's xmllint, as a receiving system would parse it: well-formedness, and
// XPath queries for the fields a document must carry.

const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-xml-'));
const ensureXmllint = () => ensureTool('xmllint', ['--version'], 'ensure-xmllint.mjs');

let files = 0;

/** The XML in a file of its own, for xmllint. */
export function xmlFile(xml: string): string {
  const file = path.join(dir, `document-${(files += 1)}.xml`);
  writeFileSync(file, xml);
  return file;
}

/** `xmllint --noout`: its exit status and what it complained of. */
export function xmllintNoout(file: string): { status: number | null; errors: string } {
  ensureXmllint();
  const run = spawnSync('xmllint', ['--noout', file], { encoding: 'utf8' });
  return { status: run.status, errors: run.stderr };
}

const ns = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/**
 * A field path of the PINT AE list (cbc:/cac: steps, `@attr`, predicates) as an XPath from the
 * root that needs no namespace prefixes, with the placeholders of the document's kind filled in.
 */
export function fieldXPath(fieldPath: string, kind: PintAeDocumentKind): string {
  const filled = fieldPath
    .replace('{Line}', kind === 'invoice' ? 'InvoiceLine' : 'CreditNoteLine')
    .replace('{Type}', kind === 'invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode')
    .replace('{Quantity}', kind === 'invoice' ? 'InvoicedQuantity' : 'CreditedQuantity');
  const steps = filled.split('/').map((step) => {
    if (step.startsWith('@')) return step;
    const match = /^(cac|cbc):(\w+)(\[.*\])?$/.exec(step);
    if (!match) throw new Error(`not a field path step: ${step}`);
    const [, prefix, name, predicate] = match;
    return `*[local-name()='${name}' and namespace-uri()='${ns[prefix as 'cac' | 'cbc']}']${predicate ?? ''}`;
  });
  return `/*/${steps.join('/')}`;
}

/** Evaluates an XPath expression on the file (a number or a string). */
export function xpath(file: string, expression: string): string {
  ensureXmllint();
  const run = spawnSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' });
  if (run.status !== 0 && !run.stdout) throw new Error(run.stderr || `xpath failed: ${expression}`);
  return run.stdout.trim();
}

/** How many nodes at the path have a value (not empty, not blank). */
export function filledCount(file: string, xpathToNodes: string): number {
  return Number(xpath(file, `count(${xpathToNodes}[normalize-space(.)!=''])`));
}

/** The text of each node at the path, in document order. */
export function values(file: string, xpathToNodes: string): string[] {
  const count = Number(xpath(file, `count(${xpathToNodes})`));
  return Array.from({ length: count }, (_, i) =>
    xpath(file, `string((${xpathToNodes})[${i + 1}])`),
  );
}
