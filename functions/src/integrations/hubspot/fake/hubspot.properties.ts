import type { ServerResponse } from 'node:http';
import { sendJson, type FakeRequest } from '../../core/fake/http';
import { hubspotProperty, type FakeHubspotOption, type FakeHubspotProperty } from './hubspot.data';
import { hsError, jsonOf } from './hubspot.wire';

/**
 * `POST /crm/v3/properties/contacts`: a company adds a property of its own (PropertyCreate in
 * @hubspot/api-client). The name is the API name (lower case, digits, underscores), the type and
 * field type come from HubSpot's lists; a taken name is a 409 OBJECT_ALREADY_EXISTS.
 */

const TYPES = ['string', 'number', 'date', 'datetime', 'enumeration', 'bool'];
const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'booleancheckbox',
  'date',
  'phonenumber',
];
const NAME = /^[a-z][a-z0-9_]{0,99}$/;

interface PropertyCreate {
  name?: unknown;
  label?: unknown;
  type?: unknown;
  fieldType?: unknown;
  groupName?: unknown;
  description?: unknown;
  options?: { label?: unknown; value?: unknown; hidden?: unknown }[];
  hidden?: unknown;
}

export function createProperty(catalog: FakeHubspotProperty[], req: FakeRequest, res: ServerResponse): void {
  const body = jsonOf<PropertyCreate>(req, res);
  if (!body) return;
  const missing = (['name', 'label', 'type', 'fieldType', 'groupName'] as const).filter(
    (key) => typeof body[key] !== 'string' || !body[key],
  );
  if (missing.length)
    return hsError(res, 400, 'VALIDATION_ERROR', `Missing required fields: ${missing.join(', ')}`, {
      errors: missing.map((key) => ({ message: `${key} is required`, in: key, code: 'REQUIRED' })),
    });
  const name = String(body.name);
  if (!NAME.test(name))
    return hsError(
      res,
      400,
      'VALIDATION_ERROR',
      `Property name ${name} is invalid: use lower case letters, digits and _.`,
    );
  if (!TYPES.includes(String(body.type)) || !FIELD_TYPES.includes(String(body.fieldType)))
    return hsError(
      res,
      400,
      'VALIDATION_ERROR',
      `Unknown type ${String(body.type)} or fieldType ${String(body.fieldType)}.`,
    );
  if (catalog.some((p) => p.name === name))
    return hsError(res, 409, 'OBJECT_ALREADY_EXISTS', `Property named '${name}' already exists.`);
  const options: FakeHubspotOption[] = (Array.isArray(body.options) ? body.options : []).map((o, displayOrder) => ({
    label: String(o.label ?? o.value ?? ''),
    value: String(o.value ?? ''),
    displayOrder,
    hidden: o.hidden === true,
  }));
  const property = {
    ...hubspotProperty(
      {
        name,
        label: String(body.label),
        type: String(body.type),
        fieldType: String(body.fieldType),
        groupName: String(body.groupName),
        options,
        hidden: body.hidden === true,
        custom: true,
      },
      catalog.length,
    ),
    description: typeof body.description === 'string' ? body.description : '',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  catalog.push(property);
  sendJson(res, 201, property);
}
