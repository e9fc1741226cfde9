import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The errors the Nu HTML Checker (the W3C's validator, run locally from `vnu-jar`) finds in each
 * page's HTML, as "page:line message" lines: one Java run for all of them.
 */
export async function htmlErrors(pages: Array<{ name: string; html: string }>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fns-vnu-'));
  try {
    const files = pages.map(({ html }, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    // vnu exits 1 when it found errors; its JSON report is on stderr either way.
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: number }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type !== 'info')
      .map((message) => {
        const page = pages[files.indexOf(new URL(message.url).pathname)]?.name ?? message.url;
        return `${page}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` (${message.extract.trim()})` : ''}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
