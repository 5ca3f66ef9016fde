// TypeDoc plugin of the Lintas API reference (loaded by api-docs.mjs), so that a merchant reads it as the
// packages they install:
// - each module is named after its package (`@lintas/core`), not its folder (`core/src`);
// - a type written as a schema's inferred type (`v.InferInput<typeof X>`, `InferData<typeof X>`) shows its
//   fields with their docs, as TypeScript resolves it;
// - a schema or an endpoint definition shows its kind (`VariantSchema`, `EndpointDefinition`), not the
//   nested valibot types it is made of, and an endpoint's page gains tables of its params and result, one
//   row per field with its type, whether it is required and its docs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comment, Converter, ReflectionKind } from 'typedoc';
import ts from 'typescript';

const inferred = /^(?:v\.)?(?:InferInput|InferOutput|InferData)</;

/** The package name of a module TypeDoc named after its folder, e.g. `core/src` -> `@lintas/core`. */
function packageName(root, moduleName) {
  const manifest = join(root, 'packages', moduleName.replace(/\/src$/, ''), 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : moduleName;
}

const cell = (text) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** The rows of one object type's fields. */
function rows(children) {
  return (children ?? [])
    .filter((child) => child.kindOf(ReflectionKind.Property))
    .map((child) => {
      const docs = child.comment ? Comment.combineDisplayParts(child.comment.summary) : '';
      const type = child.type ? child.type.toString() : '';
      return `| \`${child.name}\` | \`${cell(type)}\` | ${child.flags.isOptional ? 'no' : 'yes'} | ${cell(docs)} |`;
    });
}

/** Markdown tables of a type alias that resolved to an object or a union of objects (one per variant). */
function tables(alias) {
  const header = ['| Field | Type | Required | Description |', '|---|---|---|---|'];
  if (alias.children?.length) return [[...header, ...rows(alias.children)].join('\n')];
  if (alias.type?.type !== 'union') return [];
  return alias.type.types
    .filter((member) => member.type === 'reflection')
    .map((member) => {
      const fields = member.declaration.children ?? [];
      const choice = fields.find((field) => field.type?.type === 'literal');
      const title = choice ? `With \`${choice.name}: ${choice.type.toString()}\`:\n\n` : '';
      return `${title}${[...header, ...rows(fields)].join('\n')}`;
    });
}

/** @param {import('typedoc').Application} app */
export function load(app) {
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
      const stem = variable.name.charAt(0).toUpperCase() + variable.name.slice(1);
      const siblings = variable.parent?.children ?? [];
      const sections = [
        ['Params', `${stem}Params`],
        ['Result', `${stem}Data`],
      ].flatMap(([title, name]) => {
        const alias = siblings.find((sibling) => sibling.name === name && sibling.kindOf(ReflectionKind.TypeAlias));
        const found = alias ? tables(alias) : [];
        return found.length ? [`\n\n### ${title} (\`${name}\`)\n\n${found.join('\n\n')}`] : [];
      });
      if (sections.length === 0) continue;
      variable.comment ??= new Comment();
      variable.comment.summary.push({ kind: 'text', text: sections.join('') });
    }
  });
}
