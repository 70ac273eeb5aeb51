declare module "compression" {
  import type { RequestHandler } from "express";
  /** gzip and deflate for express answers (https://github.com/expressjs/compression), with its default options. */
  export default function compression(): RequestHandler;
}
