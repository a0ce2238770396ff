import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  PRIVATE_DIRECTORY_MODE,
  PRIVATE_FILE_MODE,
  tightenMode,
} from '../../src-domain/eventstore/adapters/private-files.ts';

/**
 * Files under DATA_DIR/files, per organization, under names the server makes: no path a client sends is
 * ever joined into a file path. Directories 0700 and files 0600: the server's account only.
 */
export class FileStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
    tightenMode(this.root, PRIVATE_DIRECTORY_MODE);
  }

  /** Writes whole (temporary file, then rename) and returns the stored name, relative to the root. */
  async save(organizationId: string, prefix: string, extension: string, data: Buffer): Promise<string> {
    const name = `org/${organizationId}/${prefix}-${randomUUID()}.${extension}`;
    const path = this.pathOf(name);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    const temporary = `${path}.tmp`;
    await writeFile(temporary, data, { mode: PRIVATE_FILE_MODE });
    await rename(temporary, path);
    return name;
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    const path = resolve(this.root, name);
    if (!path.startsWith(this.root + sep)) throw new Error('File name outside the file store');
    return join(path);
  }
}
