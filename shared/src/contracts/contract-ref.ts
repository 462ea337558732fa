import type { z } from 'zod';
import type * as Contracts from './index';

/**
 * The zod schemas are loaded when the page first parses something, not before it paints: zod and the
 * schemas are about a quarter of the JavaScript a first screen would otherwise wait for. A reference
 * stands for one schema (`productSchema` from `shared` is one) until they are loaded.
 */
export interface ContractRef<S extends z.ZodType> {
  readonly contractName: string;
  /** The schema, once the contracts are loaded; null before. */
  loaded(): S | null;
  /** The schema, loading the contracts first if need be. */
  load(): Promise<S>;
  /** The loaded schema's parse and safeParse, for code that runs once they are loaded (it throws before). */
  parse(value: unknown): z.output<S>;
  safeParse(value: unknown): ReturnType<S['safeParse']>;
}

/** What parses an answer: a schema, or a reference to one of the contracts' schemas. */
export type Parser<S extends z.ZodType> = S | ContractRef<S>;

type ContractsModule = typeof Contracts;

let contracts: ContractsModule | null = null;
let loading: Promise<ContractsModule> | null = null;

/**
 * Loads the contracts' schemas (once). Through the package's own name, so module federation gives the
 * page one copy of them, whichever app asks first.
 */
export function loadContracts(): Promise<ContractsModule> {
  loading ??= import('shared/contracts').then((module) => {
    contracts = module;
    return module;
  });
  return loading;
}

/** The contracts if already loaded, else null (callers on the first screen must not wait for them). */
export function loadedContracts(): ContractsModule | null {
  return contracts;
}

export function contractRef<S extends z.ZodType>(name: keyof ContractsModule): ContractRef<S> {
  const loaded = () => (contracts ? (contracts[name] as unknown as S) : null);
  const schema = (): S => {
    const found = loaded();
    if (!found) throw new Error(`${name} was used before loadContracts() finished`);
    return found;
  };
  return {
    contractName: name,
    loaded,
    load: () => loadContracts().then((module) => module[name] as unknown as S),
    parse: (value) => schema().parse(value) as z.output<S>,
    safeParse: (value) => schema().safeParse(value) as ReturnType<S['safeParse']>,
  };
}

export function isContractRef<S extends z.ZodType>(parser: Parser<S>): parser is ContractRef<S> {
  return typeof (parser as ContractRef<S>).contractName === 'string' && typeof (parser as ContractRef<S>).load === 'function';
}

/** The schema behind `parser`, loading the contracts if it is a reference. */
export function schemaOf<S extends z.ZodType>(parser: Parser<S>): Promise<S> {
  return isContractRef(parser) ? parser.load() : Promise.resolve(parser);
}
