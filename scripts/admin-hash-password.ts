import { hashPassword } from "@/lib/crypto/password-hash";

/**
 * `npm run -s admin:hash-password`: prints the scrypt hash for ADMIN_PASSWORD_HASH. The password
 * is read from stdin (piped: `printf '%s' "$PW" | npm run -s admin:hash-password`) or typed at a
 * hidden prompt, twice; never from the command line, where it would land in the shell history.
 * Only the hash goes to stdout; messages go to stderr.
 */
const MIN_LENGTH = 12;

function readPiped(): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on("data", (chunk: Buffer) => chunks.push(chunk));
    process.stdin.on("end", () => resolve(Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "")));
    process.stdin.on("error", reject);
  });
}

/** One line typed without echo (raw mode): Enter ends it, Backspace deletes, Ctrl-C aborts. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stderr.write(question);
    let value = "";
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stderr.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden("Neues Admin-Passwort: ");
    if ((await askHidden("Wiederholen: ")) !== password) throw new Error("Die beiden Eingaben stimmen nicht überein.");
  } else {
    password = await readPiped();
  }
  if (password.trim().length < MIN_LENGTH) throw new Error(`Das Passwort braucht mindestens ${MIN_LENGTH} Zeichen.`);
  process.stdout.write(`${hashPassword(password)}\n`);
  process.stderr.write("Diesen Wert als ADMIN_PASSWORD_HASH setzen (z. B. in .env); das Passwort selbst wird nirgends gespeichert.\n");
}

main().catch((error: unknown) => {
  process.stderr.write(`[admin] ${(error as Error).message}\n`);
  process.exit(1);
});
