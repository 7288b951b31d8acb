import { randomUUID } from "node:crypto";
import type { Database, Db } from "@/lib/db";
import { generateKeySecret, hashesMatch, hashKeySecret, keyStub, MAX_KEY_LENGTH } from "./key-secret";

/**
 * The insurer access keys (the CLI `npm run keys` and the admin panel use this service): issue,
 * verify, status, deactivate. The database holds a key's SHA-256 hash and stub, never the key.
 * An insurer may hold several active keys: issuing a new one leaves the old ones valid until
 * they are deactivated.
 */

export class UnknownInsurerError extends Error {
  constructor(readonly insurerCode: string) {
    super(`Unbekannter Versicherer: ${insurerCode}`);
    this.name = "UnknownInsurerError";
  }
}

export type IssuedKey = {
  id: string;
  insurerCode: string;
  insurerName: string;
  /** The key itself: shown once, stored nowhere. */
  secret: string;
  stub: string;
  createdAt: Date;
};

export type KeyVerification = { ok: true; keyId: string } | { ok: false };

/** The admin panel's status line per insurer. */
export type InsurerKeyStatus = { code: string; name_de: string; hasActiveKey: boolean; usageCount: number };

export type KeyInfo = {
  id: string;
  insurerCode: string;
  stub: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  usageCount: number;
  deactivatedAt: Date | null;
};

export async function issueKey(db: Db, insurerCode: string): Promise<IssuedKey> {
  const insurer = await db.prisma.insurer.findUnique({ where: { code: insurerCode }, select: { code: true, name: true } });
  if (!insurer) throw new UnknownInsurerError(insurerCode);
  const secret = generateKeySecret();
  const row = await db.prisma.insurerApiKey.create({
    data: { id: randomUUID(), insurerCode: insurer.code, hash: hashKeySecret(secret), stub: keyStub(secret) },
    select: { id: true, stub: true, createdAt: true },
  });
  return { ...row, insurerCode: insurer.code, insurerName: insurer.name, secret };
}

/**
 * Checks a key against every active key of the insurer, each compared in constant time and
 * without stopping at the first match. A match counts as a use (time and count).
 */
export async function verifyKey(db: Database, insurerCode: string, secret: string): Promise<KeyVerification> {
  if (!secret || secret.length > MAX_KEY_LENGTH) return { ok: false };
  const presented = hashKeySecret(secret);
  const active = await db.prisma.insurerApiKey.findMany({
    where: { insurerCode, deactivatedAt: null },
    select: { id: true, hash: true },
  });
  let matched: string | undefined;
  for (const key of active) {
    if (hashesMatch(key.hash, presented)) matched = key.id;
  }
  if (!matched) return { ok: false };
  await db.prisma.insurerApiKey.update({
    where: { id: matched },
    data: { lastUsedAt: new Date(), usageCount: { increment: 1 } },
  });
  return { ok: true, keyId: matched };
}

/** Every insurer with whether it holds an active key and how often its keys were used. */
export async function listKeyStatus(db: Database): Promise<InsurerKeyStatus[]> {
  const [insurers, usage, active] = await Promise.all([
    db.prisma.insurer.findMany({ select: { code: true, name: true }, orderBy: { name: "asc" } }),
    db.prisma.insurerApiKey.groupBy({ by: ["insurerCode"], _sum: { usageCount: true } }),
    db.prisma.insurerApiKey.groupBy({ by: ["insurerCode"], where: { deactivatedAt: null }, _count: { _all: true } }),
  ]);
  const usageOf = new Map(usage.map((row) => [row.insurerCode, row._sum.usageCount ?? 0]));
  const withActive = new Set(active.map((row) => row.insurerCode));
  return insurers.map((insurer) => ({
    code: insurer.code,
    name_de: insurer.name,
    hasActiveKey: withActive.has(insurer.code),
    usageCount: usageOf.get(insurer.code) ?? 0,
  }));
}

/** The keys (stub and usage, never the hash), of one insurer or of all, newest first. */
export async function listKeys(db: Database, insurerCode?: string): Promise<KeyInfo[]> {
  return db.prisma.insurerApiKey.findMany({
    where: insurerCode ? { insurerCode } : {},
    select: { id: true, insurerCode: true, stub: true, createdAt: true, lastUsedAt: true, usageCount: true, deactivatedAt: true },
    orderBy: [{ insurerCode: "asc" }, { createdAt: "desc" }],
  });
}

/**
 * Deactivates the insurer's active keys except those in `keep` (e.g. the one just issued).
 * Answers how many were deactivated.
 */
export async function deactivateKeys(db: Db, insurerCode: string, { keep = [] }: { keep?: string[] } = {}): Promise<number> {
  const { count } = await db.prisma.insurerApiKey.updateMany({
    where: { insurerCode, deactivatedAt: null, id: { notIn: keep } },
    data: { deactivatedAt: new Date() },
  });
  return count;
}

/** A new key for every insurer (the admin panel's "renew all"): run it in one transaction. */
export async function issueKeysForAll(db: Db): Promise<IssuedKey[]> {
  const insurers = await db.prisma.insurer.findMany({ select: { code: true }, orderBy: { name: "asc" } });
  const issued: IssuedKey[] = [];
  for (const insurer of insurers) issued.push(await issueKey(db, insurer.code));
  return issued;
}

/** Deactivates every active key of the insurer but its newest one; an unknown insurer is an error. */
export async function deactivateOlderKeys(db: Db, insurerCode: string): Promise<number> {
  const insurer = await db.prisma.insurer.findUnique({ where: { code: insurerCode }, select: { code: true } });
  if (!insurer) throw new UnknownInsurerError(insurerCode);
  const newest = await db.prisma.insurerApiKey.findFirst({
    where: { insurerCode, deactivatedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  return newest ? deactivateKeys(db, insurerCode, { keep: [newest.id] }) : 0;
}
