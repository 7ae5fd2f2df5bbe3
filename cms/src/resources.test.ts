import { describe, expect, it } from 'vitest';
import { PAGE_TRANSLATED_FIELDS, RESOURCE_RULES, TRANSLATED_FIELDS, type ResourceName } from '@bank/shared';
import listResourceRoutes from './api/list-resource/routes/list-resource';
import publicReadRoutes from './api/public-read/routes/public-read';
import { refuseHiddenRead } from './site-settings/hidden-pages';
import { contentTypeSchema } from './content/content-type-schemas';
import { LIST_RESOURCES, PAGES, SEED_SECTIONS } from './resources';
import { PUBLIC_READS } from './reads/public-reads';

// The tables below were written by hand before the registry existed: the registry must still derive
// each of their entries, so that declaring resources once changed no path, cache entry or seed step.
// A resource added since is checked by walking the registry, not by a new row here.

/**
 * An admin route of a list resource: its reads need content.read, its writes content.write and are
 * held for approval while changes need it (four eyes), naming the resource's content type.
 */
const backofficeFor = (
  ability: 'content.read' | 'content.write',
  uid: unknown = expect.any(String),
  command: string | null = null,
) => ({
  auth: false,
  middlewares: [
    {
      name: 'global::backoffice-guard',
      config: {
        ability,
        countsAsActivity: true,
        publishes: ability === 'content.write' ? expect.objectContaining({ record: uid }) : false,
        command,
      },
    },
  ],
});
const PUBLIC = { auth: false };
/** The lists a hidden page takes away: 404 while it is hidden ('Hide' on the Pages table). */
const PUBLIC_PAGE_READ = { auth: false, middlewares: [refuseHiddenRead] };
const PAGE_READS = new Set(['deposits', 'loans', 'services', 'awards', 'management', 'documents']);

/** [public path, update method] of each list resource, as the routes files used to spell them, in the order of RESOURCE_RULES. */
const LISTS: Array<[string, 'POST' | 'PUT']> = [
  ['jobs', 'PUT'],
  ['news', 'POST'],
  ['services', 'POST'],
  ['deposits', 'POST'],
  ['loans', 'POST'],
  ['awards', 'POST'],
  ['management', 'POST'],
  ['gallery', 'POST'],
  ['documents', 'PUT'],
  ['branches', 'PUT'],
  ['grievance-levels', 'PUT'],
];

describe('the resource registry', () => {
  it('derives every list route: public list, admin list, add, update and delete', () => {
    const publicRoutes = publicReadRoutes.routes.map(({ method, path, config }) => ({ method, path, config }));
    for (const [name] of LISTS)
      expect(publicRoutes).toContainEqual({
        method: 'GET',
        path: `/${name}`,
        config: PAGE_READS.has(name) ? PUBLIC_PAGE_READ : PUBLIC,
      });
    const routes = listResourceRoutes.routes.map(({ method, path, config }) => ({ method, path, config }));
    // Each write applies its command (`deposits.update`), held as it while changes need approval.
    const write = (uid: string | undefined, command: string) => backofficeFor('content.write', uid, command);
    const adminRoutes = (name: string, updateMethod: string, uid?: string) => [
      { method: 'GET', path: `/admin/${name}`, config: backofficeFor('content.read') },
      { method: 'POST', path: `/admin/${name}`, config: write(uid, `${name}.create`) },
      { method: updateMethod, path: `/admin/${name}/:id`, config: write(uid, `${name}.update`) },
      { method: 'DELETE', path: `/admin/${name}/:id`, config: write(uid, `${name}.delete`) },
      // Its translations (every list resource has texts written per language).
      { method: 'GET', path: `/admin/${name}/:id/translations/:locale`, config: backofficeFor('content.read') },
      {
        method: 'PUT',
        path: `/admin/${name}/:id/translations/:locale`,
        config: write(uid, `${name}.translation.save`),
      },
      {
        method: 'DELETE',
        path: `/admin/${name}/:id/translations/:locale`,
        config: write(uid, `${name}.translation.delete`),
      },
    ];
    for (const [name, updateMethod] of LISTS)
      expect(routes).toEqual(expect.arrayContaining(adminRoutes(name, updateMethod)));
    expect(routes).toEqual(LIST_RESOURCES.flatMap(({ rule, uid }) => adminRoutes(rule.path, rule.updateMethod, uid)));
    for (const { rule } of LIST_RESOURCES)
      expect(publicRoutes).toContainEqual(expect.objectContaining({ method: 'GET', path: `/${rule.path}` }));
    for (const route of [...listResourceRoutes.routes, ...publicReadRoutes.routes])
      expect(route.handler).toBeTypeOf('function');
  });

  it("derives the public cache's route table", () => {
    for (const { rule, uid } of LIST_RESOURCES) expect(PUBLIC_READS[`/api/${rule.path}`]).toBe(uid);
    expect(PUBLIC_READS).toMatchObject({
      '/api/pages': 'api::page.page',
      '/api/gallery': 'api::gallery-item.gallery-item',
      '/api/deposits': 'api::deposit.deposit',
      '/api/loans': 'api::loan.loan',
      '/api/awards': 'api::award.award',
      '/api/management': 'api::management-member.management-member',
      '/api/jobs': 'api::job.job',
      '/api/services': 'api::service.service',
      '/api/news': 'api::news-item.news-item',
      '/api/documents': 'api::published-document.published-document',
      '/api/rates': 'api::rate-schedule.rate-schedule',
      '/api/rates/history': 'api::rate-schedule.rate-schedule',
      '/api/branches': 'api::branch.branch',
      '/api/grievance-levels': 'api::grievance-level.grievance-level',
      '/api/protection-settings': 'api::protection-setting.protection-setting',
      '/api/hidden-pages': 'api::hidden-page.hidden-page',
      '/api/site-settings': 'api::site-setting.site-setting',
    });
  });

  it('derives the demo content sections, news pictures stored in its document field', () => {
    const image = { image: { attribute: 'image', kind: 'image' } };
    expect(SEED_SECTIONS.map(({ uid }) => uid)).toEqual(['api::page.page', ...LIST_RESOURCES.map(({ uid }) => uid)]);
    expect(SEED_SECTIONS).toEqual(
      expect.arrayContaining([
        { key: 'pages', uid: 'api::page.page', files: { ...image, pdf: { attribute: 'pdf', kind: 'pdf' } } },
        { key: 'jobs', uid: 'api::job.job', files: {} },
        { key: 'news', uid: 'api::news-item.news-item', files: { image: { attribute: 'document', kind: 'image' } } },
        { key: 'services', uid: 'api::service.service', files: image },
        { key: 'deposits', uid: 'api::deposit.deposit', files: image },
        { key: 'loans', uid: 'api::loan.loan', files: image },
        { key: 'awards', uid: 'api::award.award', files: image },
        { key: 'management', uid: 'api::management-member.management-member', files: image },
        { key: 'gallery', uid: 'api::gallery-item.gallery-item', files: image },
        {
          key: 'documents',
          uid: 'api::published-document.published-document',
          files: { document: { attribute: 'document', kind: 'pdf' } },
        },
        { key: 'branches', uid: 'api::branch.branch', files: {} },
        { key: 'grievance_levels', uid: 'api::grievance-level.grievance-level', files: {} },
      ]),
    );
  });

  it.each(LIST_RESOURCES.map((resource) => [resource.uid, resource] as const))(
    '%s names fields its content type has',
    (uid, resource) => {
      const schema = contentTypeSchema(uid);
      const fields = [
        ...resource.rule.fields,
        ...(resource.rule.media ? [resource.rule.media.field] : []),
        resource.labelField,
      ];
      for (const field of fields) expect(Object.keys(schema.attributes)).toContain(field);
      expect(schema.draftAndPublish).toBe(false);
    },
  );
});

describe('translations', () => {
  it.each(Object.entries(TRANSLATED_FIELDS))(
    "marks localized in '%s's content type exactly the fields the shared package says are written per language",
    (name, fields) => {
      const resource = LIST_RESOURCES.find((candidate) => candidate.rule === RESOURCE_RULES[name as ResourceName]);
      expect(contentTypeSchema(resource!.uid).translated).toEqual([...fields]);
    },
  );

  it("marks localized a page's translated fields", () => {
    expect([...contentTypeSchema(PAGES.uid).translated!].sort()).toEqual([...PAGE_TRANSLATED_FIELDS].sort());
  });
});
