// Async boundary: Module Federation negotiates the shared singletons before anything uses them.
import('./bootstrap');
