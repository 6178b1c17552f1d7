import type { Context } from 'hono';
import type { z } from 'zod';
import type { Model } from '../../engine/evaluation/model.js';
import type { Quotes } from '../../engine/schema/quotes.js';
import type { LimitClass } from '../http/rate-limit.js';
import type { Deps } from './deps.js';

/** what the route list is made from: the definitions, in the default language */
export interface RouteSource {
  title: string;
  /** site.yaml's language codes, the default first (English alone unless told) */
  languages?: string[];
  models: readonly Model[];
  quotes: Quotes;
}

/** an answer a route may give besides its own (the failures every request or write can meet are added by their kind) */
export interface ErrorAnswer {
  status: number;
  /** the codes and when, as docs/api.md "Errors" says them */
  description: string;
}

export interface RouteInput<B, Q> {
  body: B;
  query: Q;
}

/**
 * One API route, declared once: registerRoutes answers it (its guard, its rate-limit class, its request validated,
 * 405 with Allow for another method on its path) and openApiDocument documents it from the same declaration.
 */
export interface ApiRoute<B = unknown, Q = unknown> {
  method: 'get' | 'post';
  /** hono's path, ":name" for a parameter */
  path: string;
  summary: string;
  /** the JSON body, validated before the handler (400 naming the fields at fault) */
  body?: z.ZodType<B>;
  /** the body's schema in the request's language, when its messages are written for visitors */
  bodyIn?(deps: Deps, language: string): z.ZodType<B>;
  /** the query, validated before the handler */
  query?: z.ZodType<Q>;
  /** a path parameter's values, for the document (the handler answers 404 for any other) */
  params?: Record<string, { description: string; values: string[] }>;
  /** whether the answer's texts follow the request's language (?lang=, Accept-Language) */
  languages?: boolean;
  answer: {
    status: 200 | 201 | 204;
    description: string;
    /** a JSON answer's schema; without it, `type` names what comes back */
    schema?: z.ZodType;
    type?: string;
  };
  /** the rate-limit class it takes a try of (api/http/rate-limit.ts), before its body is read */
  limit?: LimitClass;
  /** its own failures, beyond those of a body, a limit and a fault on our side */
  errors?: ErrorAnswer[];
  /** refuses before the limit and the body: a route not there without its setting, or behind a sign-in */
  guard?(c: Context, deps: Deps): void;
  handle(c: Context, input: RouteInput<B, Q>, deps: Deps): Response | Promise<Response>;
}

/** a route declaration with its body and query types read from its schemas */
export const route = <B = undefined, Q = undefined>(declaration: ApiRoute<B, Q>): ApiRoute => declaration;
