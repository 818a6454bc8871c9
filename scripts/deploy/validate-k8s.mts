import fs from 'node:fs';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import YAML from 'yaml';

/**
 * Validates Kubernetes manifests against the Kubernetes schemas (kubernetes-models, which ships
 * them; docs/deploy.md#manifests), one JSON line per object on stdout: its file, kind, name and the
 * schema's complaint, if any. A kind without a schema here is a complaint too. ESM, as the library
 * is; scripts/lib/deploy-k8s.test.ts runs it.
 */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
};

for (const file of process.argv.slice(2)) {
  for (const document of YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'))) {
    const object = document.toJS() as { apiVersion?: string; kind?: string; metadata?: { name?: string } } | null;
    if (!object) continue;
    const key = `${object.apiVersion} ${object.kind}`;
    const Model = MODELS[key];
    let error: string | null = null;
    try {
      if (document.errors.length > 0) throw new Error(document.errors.map((e) => e.message).join('; '));
      if (!Model) throw new Error(`no schema here for ${key}`);
      new Model(object as never).validate();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    console.log(JSON.stringify({ file, kind: object.kind, name: object.metadata?.name, object, error }));
  }
}
