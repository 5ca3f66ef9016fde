// TypeDoc plugin of the Lintas API reference (loaded by api-docs.mjs), so that a merchant reads it as the
// packages they install:
// - each module is named after its package (`@lintas/core`), not its folder (`core/src`);
// - a type written as a schema's inferred type (`v.InferInput<typeof X>`, `InferData<typeof X>`) shows its
//   fields with their docs, as TypeScript resolves it;
// - a schema or an endpoint definition shows its kind (`VariantSchema`, `EndpointDefinition`), not the
//   nested valibot types it is made of;
// - an operation (an endpoint definition, and its member of the plugin's `<Family>Endpoints`) shows as the
//   method a merchant calls, `client.philippines.createPayout(params, options?)`: its params and result as
//   tables of fields with their docs, and the errors it can throw, derived from its retry policy
//   (api-docs-errors.mjs), each linked to the page of its class.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Comment,
  CommentTag,
  Converter,
  ParameterReflection,
  ReferenceType,
  ReflectionFlag,
  ReflectionKind,
  SignatureReflection,
} from 'typedoc';
import ts from 'typescript';
import { workspacePackages } from '../../../scripts/workspace-packages.mjs';
import { errorsOf, RETRY_CLASS_WORDS, retryClassOf } from './api-docs-errors.mjs';

const inferred = /^(?:v\.)?(?:InferInput|InferOutput|InferData)</;

/** The package name of a module TypeDoc named after its folder, e.g. `core/src` -> `@lintas/core`. */
function packageName(root, moduleName) {
  const manifest = join(root, 'packages', moduleName.replace(/\/src$/, ''), 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : moduleName;
}

/** @typedef {import('typedoc').CommentDisplayPart} Part */

const text = (/** @type {string} */ value) => ({ kind: 'text', text: value });

/**
 * Documentation as the parts of one table cell: on one line, `|` escaped, `{@link}` tags kept as links
 * (so they render as links, not as their source text).
 * @param {readonly Part[]} parts @returns {Part[]}
 */
function cellParts(parts) {
  const flat = parts.map((part) =>
    part.kind === 'inline-tag' ? part : { ...part, text: part.text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') },
  );
  const first = flat[0];
  const last = flat.at(-1);
  if (first?.kind === 'text') flat[0] = { ...first, text: first.text.trimStart() };
  if (last?.kind === 'text') flat[flat.length - 1] = { ...last, text: last.text.trimEnd() };
  return flat;
}

/** The rows of one object type's fields, as parts. @returns {Part[]} */
function rows(children) {
  return (children ?? [])
    .filter((child) => child.kindOf(ReflectionKind.Property))
    .flatMap((child) => {
      const type = child.type
        ? child.type
            .toString()
            .replace(/\s*\n\s*/g, ' ')
            .replace(/\|/g, '\\|')
        : '';
      return [
        text(`| \`${child.name}\` | \`${type}\` | ${child.flags.isOptional ? 'no' : 'yes'} | `),
        ...cellParts(child.comment?.summary ?? []),
        text(' |\n'),
      ];
    });
}

const header = text('| Field | Type | Required | Description |\n|---|---|---|---|\n');

/**
 * Markdown tables (as parts) of a type alias that resolved to an object, a list of objects or a union of
 * objects (one per variant); none for anything else.
 * @returns {Part[][]}
 */
function tables(alias) {
  if (alias.children?.length) return [[header, ...rows(alias.children)]];
  if (alias.type?.type === 'array') {
    const element = alias.type.elementType;
    const item = element.type === 'reflection' ? element.declaration : element.reflection;
    const fields = item?.children ?? item?.type?.declaration?.children ?? [];
    return fields.length ? [[text('A list; each item:\n\n'), header, ...rows(fields)]] : [];
  }
  if (alias.type?.type !== 'union') return [];
  return alias.type.types
    .filter((member) => member.type === 'reflection')
    .map((member) => {
      const fields = member.declaration.children ?? [];
      const choice = fields.find((field) => field.type?.type === 'literal');
      const title = choice ? [text(`With \`${choice.name}: ${choice.type.toString()}\`:\n\n`)] : [];
      return [...title, header, ...rows(fields)];
    });
}

/** The tables of `alias` one after another, or nothing. @returns {Part[]} */
function tablesOf(alias) {
  return alias ? tables(alias).flatMap((table, index) => [...(index > 0 ? [text('\n')] : []), ...table]) : [];
}

/**
 * The plugin and method of every operation of the family packages, by package and export name, with the
 * retry class of its definition: read from the built packages, as a merchant's program sees them.
 * @returns {Promise<Map<string, Map<string, { plugin: string, method: string, retryClass: import('./api-docs-errors.mjs').RetryClass }>>>}
 */
async function readOperations(root) {
  const operations = new Map();
  const families = workspacePackages(root).filter(
    ({ published, directory }) => published && existsSync(join(directory, 'src/endpoints')),
  );
  for (const { manifest } of families) {
    const exported = await import(manifest.name);
    const byExport = new Map();
    const names = new Map(Object.entries(exported).map(([name, value]) => [value, name]));
    for (const value of Object.values(exported)) {
      if (typeof value?.name !== 'string' || typeof value.endpoints !== 'object' || value.endpoints === null) continue;
      for (const [method, endpoint] of Object.entries(value.endpoints)) {
        const name = names.get(endpoint);
        if (name) byExport.set(name, { plugin: value.name, method, retryClass: retryClassOf(endpoint) });
      }
    }
    operations.set(manifest.name, byExport);
  }
  return operations;
}

/** A reference to the reflection of `name` in `@lintas/core` (`CallOptions`, an error class). */
function coreReference(project, name) {
  const target = project.getChildByName(['@lintas/core', name]);
  if (!target) throw new Error(`The API reference has no ${name} in @lintas/core`);
  return ReferenceType.createResolvedReference(name, target, project);
}

const link = (project, name) => ({
  kind: 'inline-tag',
  tag: '@link',
  text: name,
  target: coreReference(project, name).reflection,
});

/**
 * The `@throws` of an operation of `retryClass`: what the class means, then each error with a link to
 * its class's page, where it is explained.
 */
function throwsTag(project, retryClass) {
  const parts = [text(`${RETRY_CLASS_WORDS[retryClass]} It throws:\n\n`)];
  for (const { name, when } of errorsOf(retryClass)) {
    parts.push(text('- '), link(project, name), text(': '));
    // `{Name}` in the words is another class, linked too.
    when.split(/\{(\w+)\}/).forEach((piece, index) => {
      if (piece) parts.push(index % 2 === 1 ? link(project, piece) : text(piece));
    });
    parts.push(text('.\n'));
  }
  return new CommentTag('@throws', parts);
}

/**
 * The call signature of an operation under `owner` (its endpoint variable, or its member of the
 * plugin's endpoints interface): `client.<plugin>.<method>(params, options?): CallPromise<Data>`, its
 * summary, its params and result as tables, and the errors it can throw.
 */
function operationSignature(project, owner, operation, summary, params, data) {
  // Named as the method: TypeDoc prints a name that is not an identifier in quotes, so the summary says
  // which client namespace it is called on.
  const signature = new SignatureReflection(operation.method, ReflectionKind.CallSignature, owner);
  const paramsName = params?.name ?? 'params';
  const input = new ParameterReflection('params', ReflectionKind.Parameter, signature);
  input.type = params ? ReferenceType.createResolvedReference(params.name, params, project) : undefined;
  input.comment = new Comment([
    text(`The operation's params (\`${paramsName}\`), checked before anything is sent:\n\n`),
    ...tablesOf(params),
  ]);
  const options = new ParameterReflection('options', ReflectionKind.Parameter, signature);
  options.type = coreReference(project, 'CallOptions');
  options.setFlag(ReflectionFlag.Optional, true);
  options.comment = new Comment([
    text("Options of this call (timeout, signal, retry settings, extra params), each overriding the client's."),
  ]);
  signature.parameters = [input, options];
  const promise = coreReference(project, 'CallPromise');
  if (data) promise.typeArguments = [ReferenceType.createResolvedReference(data.name, data, project)];
  signature.type = promise;
  const result = data
    ? [text(`The result (\`${data.name}\`), resolved once the gateway answered:\n\n`), ...tablesOf(data)]
    : [];
  const call = `client.${operation.plugin}.${operation.method}(params, options?)`;
  signature.comment = new Comment(
    [text(`Called as \`${call}\`. `), ...summary.map((part) => ({ ...part }))],
    [...(result.length ? [new CommentTag('@returns', result)] : []), throwsTag(project, operation.retryClass)],
  );
  for (const reflection of [signature, input, options]) project.registerReflection(reflection, undefined, undefined);
  return signature;
}

/** @param {import('typedoc').Application} app */
export async function load(app) {
  const operations = await readOperations(process.cwd());

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.TypeAlias)) return;
    const declaration = context
      .getSymbolFromReflection(reflection)
      ?.declarations?.find((node) => ts.isTypeAliasDeclaration(node));
    if (!declaration || !inferred.test(declaration.type.getText())) return;
    reflection.comment ??= new Comment();
    reflection.comment.modifierTags.add('@useDeclaredType');
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const project = context.project;
    for (const module of project.getReflectionsByKind(ReflectionKind.Module)) {
      module.name = packageName(process.cwd(), module.name);
    }
    // Schemas and endpoint definitions, wherever they are typed (variables, the plugins' interfaces).
    for (const reflection of Object.values(project.reflections)) {
      const type = reflection.type;
      if (type?.type !== 'reference' || !type.typeArguments) continue;
      if (type.package === 'valibot' || ['OpenEnumSchema', 'EndpointDefinition'].includes(type.name))
        type.typeArguments = undefined;
    }
    for (const variable of project.getReflectionsByKind(ReflectionKind.Variable)) {
      if (variable.type?.type !== 'reference' || variable.type.name !== 'EndpointDefinition') continue;
      const module = variable.parent;
      const operation = operations.get(module?.name)?.get(variable.name);
      if (!operation) continue;
      const stem = variable.name.charAt(0).toUpperCase() + variable.name.slice(1);
      const siblings = module?.children ?? [];
      const alias = (name) =>
        siblings.find((sibling) => sibling.name === name && sibling.kindOf(ReflectionKind.TypeAlias));
      const params = alias(`${stem}Params`);
      const data = alias(`${stem}Data`);
      const summary = variable.comment?.summary ?? [];
      // The operation as the method a merchant calls; the definition itself runs through `client.call`.
      variable.signatures = [operationSignature(project, variable, operation, summary, params, data)];
      variable.type = undefined;
      variable.defaultValue = undefined;
      variable.comment = new Comment([
        text(
          `The operation \`client.${operation.plugin}.${operation.method}\` (below) as data, which \`client.call(${variable.name}, params)\` also runs.`,
        ),
      ]);
      variable.comment.blockTags.push(new CommentTag('@group', [text('Operations')]));
      // Its member of the plugin's endpoints interface, `client.<plugin>.<method>`, reads the same.
      for (const endpoints of siblings.filter((sibling) => sibling.kindOf(ReflectionKind.Interface))) {
        const member = endpoints.children?.find(
          (child) =>
            child.name === operation.method &&
            (child.type?.type === 'query'
              ? child.type.queryType.name === variable.name
              : child.type?.type === 'reference' && child.type.name === 'EndpointDefinition'),
        );
        if (!member) continue;
        member.signatures = [operationSignature(project, member, operation, summary, params, data)];
        member.type = undefined;
        member.kind = ReflectionKind.Method;
        member.setFlag(ReflectionFlag.Readonly, false);
      }
    }
  });
}
