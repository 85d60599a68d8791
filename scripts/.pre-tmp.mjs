import 'typebox';
import 'typebox/compile';
import 'typebox/value';
