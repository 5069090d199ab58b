/** The sample profile's words: what its owner and colleagues wrote (kept as typed, like any post). */
export const DESIGNATIONS = ['Diseñadora de producto', 'Jefe de proyecto', 'Desarrolladora full stack', 'Analista de datos', 'Responsable de soporte', 'Especialista en marketing'];
export const CITIES = ['Madrid', 'Sevilla', 'Valencia', 'Bilbao', 'Zaragoza', 'Granada', 'Buenos Aires', 'Ciudad de México', 'Lima', 'Bogotá'];
export const ABOUTS = [
  'Me gusta que los paneles cuenten algo de un vistazo. Trabajo entre diseño y código, y los viernes preparo la demo del equipo.',
  'Ordeno proyectos, personas y plazos. Fuera de la oficina, montaña y fotografía.',
  'Escribo código que otros puedan leer dentro de un año. Café solo, tests antes de abrir una revisión.',
];

export const POSTS: { body: string; photo?: number }[] = [
  { body: 'Hoy hemos publicado la nueva versión del panel: menús más rápidos y el modo oscuro revisado de arriba abajo. ¡Gracias a todo el equipo!', photo: 1 },
  { body: '¿Alguien tiene recomendaciones de libros sobre visualización de datos? Busco algo práctico, con ejemplos.' },
  { body: 'Fin de semana en la sierra. Desconectar también es parte del trabajo.', photo: 2 },
  { body: 'Recordatorio: el jueves a las 10 repasamos los resultados del trimestre. Traed vuestras preguntas.' },
  { body: 'Primer prototipo del tablero de ventas terminado. Mañana lo enseñamos al cliente.', photo: 3 },
  { body: 'Pequeño truco del día: las propiedades lógicas de CSS hacen que la versión en árabe funcione sin una hoja de estilos aparte.' },
  { body: 'Taller de accesibilidad con el equipo de soporte: aprendimos mucho probando todo solo con el teclado.', photo: 4 },
  { body: 'Nuevo récord de pedidos en la tienda esta semana. Buen trabajo, equipo de catálogo.' },
  { body: 'Atardecer desde la oficina nueva. No está mal el sitio.', photo: 5 },
  { body: 'Buscamos voluntarios para probar la nueva bandeja de entrada antes del lanzamiento. ¿Quién se apunta?' },
];

export const COMMENTS = [
  '¡Enhorabuena! Se nota el trabajo.',
  'Muy buena pinta, ¿cuándo lo vemos en producción?',
  'Me apunto.',
  'Gracias por compartirlo.',
  'Totalmente de acuerdo.',
  '¡Qué buena foto!',
  'Te paso un par de enlaces por correo.',
  'Allí estaremos.',
];

export const POLL = { question: '¿Qué tema preferís para la próxima formación interna?', options: ['Accesibilidad', 'Rendimiento web', 'Diseño de datos', 'Seguridad'] };

/** Drawn here: public/images/profile/. */
export const COVERS = ['/images/profile/cover-1.svg', '/images/profile/cover-2.svg'];
export const PHOTOS = Array.from({ length: 9 }, (_, i) => `/images/profile/photo-${i + 1}.svg`);
