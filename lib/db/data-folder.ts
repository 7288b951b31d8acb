import { chmod, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR holds the embedded database, the generated secrets and the mail outbox: personal
 * data (Art. 8 DSG, data security), so only the server's own user may read it. Folders become
 * 0700 and files 0600, also in a folder an earlier version created with 0755/0644, and the
 * process's umask makes every file written later (PGlite's pages, mails) owner-only too.
 */
export async function secureDataFolder(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await restrict(dir);
}

async function restrict(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // A file another process removes meanwhile (PGlite's postmaster.pid when a second process starts) needs no mode.
    if (entry.isDirectory()) await restrict(full).catch(ignoreGone);
    else if (entry.isFile()) await chmod(full, 0o600).catch(ignoreGone);
  }
}

const ignoreGone = (error: NodeJS.ErrnoException) => {
  if (error.code !== "ENOENT") throw error;
};
