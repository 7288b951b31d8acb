import type { FieldValues, Resolver } from "react-hook-form";

/** A resolver that loads its schema (and zod with it) when first asked, plus a way to start that early. */
export type LazyResolver<TFields extends FieldValues, TContext, TValues> = Resolver<TFields, TContext, TValues> & {
  /** Starts loading, e.g. when the form is first touched; the first validation then waits for nothing. */
  preload(): void;
};

/**
 * A form's validation, loaded when used: the form hydrates without zod and its schema, which
 * arrive when the person first touches the form (`preload`) or, at the latest, at the first
 * validation (react-hook-form waits for an asynchronous resolver). A failed load is tried again
 * at the next validation.
 */
export function lazyResolver<TFields extends FieldValues, TContext, TValues>(
  load: () => Promise<Resolver<TFields, TContext, TValues>>,
): LazyResolver<TFields, TContext, TValues> {
  let loading: Promise<Resolver<TFields, TContext, TValues>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) => (await loaded())(values, context, options)) as LazyResolver<TFields, TContext, TValues>;
  resolver.preload = () => void loaded().catch(() => undefined);
  return resolver;
}
