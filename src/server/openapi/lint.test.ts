import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

it('the OpenAPI document lints clean with the recommended rules: no error, no warning', async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const source = await h.openApiText();
  const problems = await lintFromString({ source, absoluteRef: '/openapi.json', config });
  const lines = problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`,
  );
  expect(lines).toEqual([]);
});

it('a multipart body names its file part; the same route taken as JSON does not', async () => {
  const doc = JSON.parse(await h.openApiText());
  const documents = doc.paths['/v2/documents'].post.requestBody.content;
  expect(Object.keys(documents)).toEqual(['multipart/form-data']);
  expect(documents['multipart/form-data'].schema.properties.file).toMatchObject({
    type: 'string',
    format: 'binary',
  });
  expect(documents['multipart/form-data'].schema.properties.document_type).toBeDefined();
  const messages = doc.paths['/v2/conversations/{id}/messages'].post.requestBody.content;
  expect(messages['multipart/form-data'].schema.properties.file).toMatchObject({
    format: 'binary',
  });
  expect(messages['application/json'].schema.properties.file).toBeUndefined();
  expect(messages['application/json'].schema.properties.body).toBeDefined();
});
