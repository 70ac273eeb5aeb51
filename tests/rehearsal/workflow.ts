/**
 * A workflow file read the way GitHub reads it: parsed and validated by
 * GitHub's own parser (@actions/workflow-parser, the one behind its language
 * server), its `${{ }}` expressions and `if:` conditions evaluated by GitHub's
 * own evaluator (@actions/expressions). The parser's model leaves out what a
 * language server does not need (`with:`, `permissions:`, `timeout-minutes:`,
 * `shell:`), so those are read from the same parse, token by token.
 *
 * The parser imports its JSON schema without an import attribute, which Node
 * refuses: ./json-modules.ts adds it before this module is loaded.
 */
import "./json-modules.ts";
import { readFileSync } from "node:fs";
import { data, Evaluator, Lexer, Parser } from "@actions/expressions";
import type { FunctionDefinition } from "@actions/expressions/funcs/info";
// Loaded after ./json-modules.ts has registered its hook: a static import would be linked before it runs.
const {
  convertWorkflowTemplate,
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
} = await import("@actions/workflow-parser");
import type { TemplateToken } from "@actions/workflow-parser/templates/tokens/template-token";
import type { MappingToken } from "@actions/workflow-parser/templates/tokens/mapping-token";

/** The lexer's token type of a string literal (TokenType.STRING). */
const STRING_TOKEN = 18;

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;

export interface StepModel {
  id: string;
  /** Whether the id was the workflow's own (steps.<id> only exists for those). */
  named: boolean;
  name?: TemplateToken;
  if: string;
  uses?: string;
  run?: TemplateToken;
  with?: TemplateToken;
  env?: TemplateToken;
  shell?: string;
  continueOnError: boolean;
  line?: number;
}

export interface JobModel {
  id: string;
  name: string;
  needs: string[];
  if: string;
  container?: string;
  env?: TemplateToken;
  permissions?: Record<string, string>;
  timeoutMinutes: number;
  environment?: TemplateToken;
  /** `outputs:`, evaluated when the job ends; later jobs read them as `needs.<id>.outputs`. */
  outputs?: TemplateToken;
  steps: StepModel[];
}

export interface WorkflowModel {
  file: string;
  name: string;
  runName?: TemplateToken;
  events: Record<string, unknown>;
  concurrency?: { group: string; cancelInProgress: boolean };
  permissions?: Record<string, string>;
  jobs: JobModel[];
}

/** GitHub's parse of a workflow file; throws with GitHub's own messages when it would refuse it. */
export async function loadWorkflow(file: string, name = file): Promise<WorkflowModel> {
  const parsed = parseWorkflow({ name, content: readFileSync(file, "utf8") }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors();
  if (errors.length > 0 || !parsed.value)
    throw new Error(`GitHub would refuse ${name}: ${errors.map((error) => error.message).join("; ")}`);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  if (template.errors?.length) throw new Error(`GitHub would refuse ${name}: ${template.errors[0]!.Message}`);
  const root = parsed.value as MappingToken;
  const rawJobs = root.find("jobs") as MappingToken;

  const jobs = template.jobs.map((job): JobModel => {
    if (job.type !== "job") throw new Error(`${name}: reusable workflows are not rehearsed`);
    const raw = rawJobs.find(job.id.value) as MappingToken;
    const rawSteps = [...((raw.find("steps") as unknown as Iterable<TemplateToken>) ?? [])] as MappingToken[];
    const container = job.container && toValue(job.container);
    return {
      id: job.id.value,
      name: job.name ? String(toValue(job.name)) : job.id.value,
      needs: (job.needs ?? []).map((need) => need.value),
      if: job.if.expression,
      container: typeof container === "string" ? container : (container as { image?: string } | undefined)?.image,
      env: job.env,
      permissions: raw.find("permissions") ? (toValue(raw.find("permissions")!) as Record<string, string>) : undefined,
      timeoutMinutes: Number(raw.find("timeout-minutes") ? toValue(raw.find("timeout-minutes")!) : 360),
      environment: job.environment,
      outputs: job.outputs,
      steps: job.steps.map((step, index): StepModel => {
        const rawStep = rawSteps[index]!;
        const withToken = rawStep.find("with");
        const shell = rawStep.find("shell");
        const continueOnError = step["continue-on-error"];
        return {
          id: step.id,
          named: rawStep.find("id") !== undefined,
          name: step.name,
          if: step.if!.expression,
          uses: "uses" in step ? step.uses.value : undefined,
          run: "run" in step ? step.run : undefined,
          with: withToken,
          env: "env" in step ? step.env : undefined,
          shell: shell && isString(shell) ? shell.value : undefined,
          continueOnError: continueOnError === true,
          line: rawStep.line,
        };
      }),
    };
  });

  // A group written with an expression (test.yml's, per pull request) is evaluated per run by the rehearsal.
  let concurrency: Record<string, Value> | undefined;
  try {
    concurrency = template.concurrency ? (toValue(template.concurrency) as Record<string, Value>) : undefined;
  } catch {
    concurrency = { group: "(expression)", "cancel-in-progress": false };
  }
  const permissions = root.find("permissions");
  return {
    file: name,
    name: root.find("name") ? String(toValue(root.find("name")!)) : name,
    runName: root.find("run-name"),
    events: template.events as Record<string, unknown>,
    concurrency: concurrency
      ? { group: String(concurrency.group), cancelInProgress: concurrency["cancel-in-progress"] === true }
      : undefined,
    permissions: permissions ? (toValue(permissions) as Record<string, string>) : undefined,
    jobs,
  };
}

/** A token with no expressions in it, as plain data. */
function toValue(token: TemplateToken): Value {
  return evaluate(token, {}, new Map());
}

/** The functions of a job's or a step's status, and hashFiles: the evaluator's own do not include them. */
export type Functions = Map<string, FunctionDefinition>;

const toData = (value: Value) => JSON.parse(JSON.stringify(value ?? null), data.reviver) as data.ExpressionData;
export const fromData = (value: data.ExpressionData) => JSON.parse(JSON.stringify(value, data.replacer)) as Value;

export function statusFunctions(status: { success: boolean; failure: boolean; cancelled: boolean }): Functions {
  const fn = (name: string, result: () => boolean): [string, FunctionDefinition] => [
    name,
    { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(result()) },
  ];
  return new Map([
    fn("success", () => status.success),
    fn("failure", () => status.failure),
    fn("cancelled", () => status.cancelled),
    fn("always", () => true),
  ]);
}

export function withFunction(functions: Functions, definition: FunctionDefinition): Functions {
  return new Map([...functions, [definition.name.toLowerCase(), definition]]);
}

export const stringData = (text: string) => new data.StringData(text);

/** Evaluates one expression (the text inside `${{ }}`, or an `if:`) against the contexts. */
export function evaluateExpression(expression: string, contexts: Contexts, functions: Functions): Value {
  const tokens = new Lexer(expression).lex().tokens;
  // @actions/expressions 0.3.61 unescapes only the first '' of a string literal (String.replace with a
  // string); GitHub's runner unescapes every one. Redone here from the token's own text.
  for (const token of tokens)
    if (token.type === STRING_TOKEN && token.lexeme.length >= 2)
      (token as { value: unknown }).value = token.lexeme.slice(1, -1).replaceAll("''", "'");
  const infos = [...functions.values()].map(({ name, minArgs, maxArgs }) => ({ name, minArgs, maxArgs }));
  const tree = new Parser(tokens, Object.keys(contexts), infos).parse();
  const dictionary = toData(contexts as Value) as data.Dictionary;
  return fromData(new Evaluator(tree, dictionary, functions).evaluate());
}

/** GitHub's truthiness: false, 0, "", null are false. */
export function truthy(value: Value): boolean {
  return !(value === false || value === 0 || value === "" || value === null || Number.isNaN(value));
}

/** A value where a string is expected (`run:`, `env:`, `with:`): as the runner writes it. */
export function asString(value: Value): string {
  if (value === null) return "";
  if (typeof value === "object") return JSON.stringify(value, null, 2);
  return String(value);
}

/** A template token evaluated: mappings, sequences and scalars, each `${{ }}` through the evaluator. */
export function evaluate(token: TemplateToken, contexts: Contexts, functions: Functions): Value {
  if (isString(token)) return token.value;
  if (isBoolean(token)) return token.value;
  if (isNumber(token)) return token.value;
  if (isBasicExpression(token)) return evaluateExpression(token.expression, contexts, functions);
  if (isMapping(token)) {
    const result: Record<string, Value> = {};
    for (const pair of token)
      result[String(evaluate(pair.key, contexts, functions))] = evaluate(pair.value, contexts, functions);
    return result;
  }
  if (isSequence(token))
    return [...(token as unknown as Iterable<TemplateToken>)].map((item) => evaluate(item, contexts, functions));
  return null;
}

/** A mapping token (`env:`, `with:`) as strings. */
export function evaluateMap(
  token: TemplateToken | undefined,
  contexts: Contexts,
  functions: Functions,
): Record<string, string> {
  if (!token) return {};
  const value = evaluate(token, contexts, functions);
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asString(item)]));
}
