// Cold start floor: the transport and schema libraries Lintas is built on, and nothing else.
import 'ky';
import 'valibot';
