import { groupSummarySchema } from '@ege/core/groups/group-schemas';
import { z } from '@ege/core/validation/z';

/** What the groups' REST operations share in the OpenAPI document. */
export const tags = ['groups'];
export const formOrJson: ['multipart/form-data', 'application/json'] = ['multipart/form-data', 'application/json'];
export const groupList = z.object({ results: z.array(groupSummarySchema) });
