// `node --import tsx emit-declarations.ts '<request JSON>'`: emitDeclarations in a process of its own
// (declarations.ts), answering the declarations as JSON on stdout.
import { type DeclarationsRequest, emitDeclarations } from './declarations';

process.stdout.write(JSON.stringify(emitDeclarations(JSON.parse(process.argv[2]!) as DeclarationsRequest)));
