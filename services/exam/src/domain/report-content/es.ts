import type { LocaleReportContent, SectionText, TypeReportContent } from './report-content.js';

/**
 * Contenido del informe de Mindprint en español, traducido de en.ts. Describe tendencias y preferencias
 * declaradas en un cuestionario de autoevaluación, nunca diagnósticos, y no cita cifras inventadas.
 * Las personas famosas se presentan como «a menudo descritas como» este tipo, no como evaluaciones verificadas.
 */

const s = (paragraphs: string[], bullets: string[]): SectionText => ({ paragraphs, bullets });

const INTJ: TypeReportContent = {
  description:
    'El Estratega combina una energía interior y reflexiva con el gusto por los patrones, la lógica y las decisiones cerradas. Las personas con este perfil suelen construir su propio modelo de cómo funcionan las cosas, lo contrastan con la evidencia y luego se comprometen con un plan a largo plazo. Por lo general se sienten más a gusto cuando pueden trabajar de forma independiente en un problema que premia la profundidad.',
  keywords: ['Estratégico', 'Independiente', 'Analítico', 'Visión a largo plazo', 'Decidido', 'Autónomo', 'Exigente'],
  famousPeople: ['Isaac Newton', 'Nikola Tesla', 'Friedrich Nietzsche', 'Sr. Darcy (Orgullo y prejuicio)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Intuición, el Pensamiento y el Juicio. En la práctica, sueles recargar energía con tiempo a solas y concentrado, detectas patrones y consecuencias futuras antes que los detalles, evalúas las decisiones por su lógica y coherencia, y prefieres cerrar un plan en lugar de dejar las opciones abiertas. Juntas, estas preferencias describen a alguien que disfruta convirtiendo situaciones complejas en una estrategia clara.',
        'Lee cada letra como una preferencia, no como una regla fija. Una J marcada no significa que no sepas improvisar, y una T marcada no significa que no tengas sentimientos: significa que, si puedes elegir, normalmente recurres primero a la estructura y al análisis. Mira la tabla de dimensiones: las letras cercanas al punto medio describen hábitos entre los que puedes alternar según la situación.',
      ],
      [
        'Cuatro letras resumen preferencias, no capacidades ni inteligencia.',
        'Las puntuaciones cercanas al punto de corte son menos seguras: tómalas como flexibles.',
        'Tu tipo dice cómo te gusta trabajar, no lo bien que te irá.',
        'El estrés, el rol y la cultura pueden influir en tus respuestas.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir un juicio independiente, la paciencia para pensar un problema a fondo y la capacidad de ver adónde llevará un camino dentro de uno o cinco años. Puedes mantener una visión firme mientras otros pierden el foco, y tiendes a mejorar cualquier sistema que te confíen, desde un flujo de trabajo hasta el presupuesto familiar.',
        'Los puntos ciegos suelen estar justo al lado de esas fortalezas. La confianza en tu propio modelo puede hacer que otros puntos de vista parezcan ruido, y unos estándares altos pueden convertirse en impaciencia contigo y con los demás. Crecer suele significar tratar las emociones y las relaciones como datos reales, poner a prueba los planes con pequeños experimentos y compartir ideas a medio terminar en lugar de esperar a que sean perfectas.',
      ],
      [
        'Antes de una decisión, escribe una forma en que tu plan podría estar equivocado.',
        'Pide cada semana a una persona su opinión sobre cómo te percibe.',
        'Programa el descanso con la misma intención que el trabajo.',
        'Comparte un borrador pronto en lugar de presentar solo el plan terminado.',
        'Fíjate en cuándo aparece la impaciencia y nombra la necesidad que hay detrás.',
      ],
    ),
    interpersonal_growth: s(
      [
        'En la amistad probablemente valoras la profundidad por encima de la cantidad: unas pocas personas a las que respetas, conversaciones sinceras e intereses compartidos importan más que una agenda social llena. Demuestras cariño resolviendo problemas, dando consejos francos y recordando aquello por lo que cada persona está luchando. Puede que los demás no siempre lo perciban como calidez si no lo dices también en voz alta.',
        'En la pareja y en los conflictos, tu franqueza es una ventaja cuando va acompañada de curiosidad. Las personas que prefieren el Sentimiento pueden oír una crítica a su idea como una crítica a ellas mismas. Prueba a empezar por aquello en lo que estás de acuerdo, pregunta cómo ve la otra persona el problema y separa la decisión de la relación, para que un desacuerdo no se viva como distancia.',
      ],
      [
        'Expresa tu aprecio de forma explícita; no des por hecho que es obvio.',
        'Pregunta si la otra persona quiere un consejo o solo que la escuchen.',
        'Explica tu razonamiento antes de anunciar tu conclusión.',
        'Acuerda con la otra persona un momento para retomar un conflicto en lugar de forzar una victoria rápida.',
      ],
    ),
    career_growth: s(
      [
        'Sueles dar lo mejor de ti cuando puedes hacerte cargo de un problema complejo, marcar una dirección y llevarlo a término con cierta autonomía. Los puestos en estrategia, investigación, ingeniería, diseño de sistemas, análisis, derecho, finanzas o planificación de producto suelen encajar con este perfil, igual que cualquier trabajo en el que se premie el pensamiento a largo plazo y los resultados cuenten más que la política de oficina.',
        'Los entornos que frustran a este tipo suelen implicar interrupciones constantes, objetivos vagos o decisiones tomadas por razones que nadie explica. Un error frecuente es subestimar el lado social del trabajo: las buenas ideas también necesitan aliados, el momento adecuado y una comunicación clara. Acostumbrarte a informar pronto a las partes interesadas ayudará a que tus planes lleguen más lejos que tu análisis por sí solo.',
      ],
      [
        'Busca puestos con objetivos claros y libertad para decidir cómo alcanzarlos.',
        'Protege bloques de tiempo sin interrupciones para el trabajo profundo.',
        'Identifica quién debe apoyar un plan antes de presentarlo.',
        'Convierte tu visión a largo plazo en hitos que otros puedan seguir.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más extravertidos u orientados al Sentimiento, las personas con este perfil suelen aportar menos entusiasmo visible y más calidad de pensamiento. En las reuniones pueden hablar tarde pero de forma decisiva, y a menudo son quienes señalan el fallo de un plan o el riesgo que nadie había tenido en cuenta.',
        'Como líderes, tienden a fijar estándares claros y a delegar por resultados más que por métodos. Sus decisiones suelen ser rápidas una vez terminado el análisis, lo que puede parecer brusco a quienes esperaban más consulta. Los colegas con preferencia por la Sensación o el Sentimiento suelen complementarlos al captar los detalles prácticos y el impacto humano de un cambio.',
      ],
      [
        'Colaboración: prefiere el trabajo concentrado y luego traspasos claros.',
        'Liderazgo: marca la dirección y los estándares; puede comunicar poco.',
        'Toma de decisiones: lógica y firme una vez sopesada la evidencia.',
        'Trabaja bien junto a colegas atentos a los detalles y a las personas.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, elige una relación en el trabajo o en casa y practica explicar el porqué antes del qué. Lleva un registro breve de los momentos en que sentiste impaciencia y de lo que querías que ocurriera en su lugar. Los patrones de ese registro suelen revelar expectativas no expresadas que puedes convertir en peticiones claras.',
        'A lo largo de 90 días, haz un experimento deliberadamente imperfecto: lanza una versión pequeña de una idea, recoge opiniones y ajusta. Combínalo con una revisión semanal en la que te preguntes no solo si el plan va bien encaminado, sino también cómo te encuentras tú y cómo se encuentran las personas implicadas. Una estrategia mejora cuando incluye a quienes la llevan a cabo.',
      ],
      [
        'Días 1 a 30: lleva un registro de impaciencia y explica primero el porqué.',
        'Días 31 a 60: lanza un pequeño experimento y recoge opiniones.',
        'Días 61 a 90: haz una revisión semanal del plan, la energía y las personas.',
        'Elige a un mentor o colega que cuestione tus supuestos.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico te describe según los rasgos de los Cinco Grandes (Big Five), que miden grados en lugar de categorías. Puede mostrar, por ejemplo, qué parte de tu reserva procede de la introversión y qué parte de una baja sociabilidad, o lo responsable que eres en la práctica. Es útil porque los tipos clasifican a las personas, mientras que los rasgos las sitúan en un continuo.',
        'La evaluación de intereses profesionales ayuda a convertir tu inclinación estratégica en direcciones concretas al comparar tus intereses entre distintos campos. El test de relaciones emocionales puede mostrar cómo manejas la cercanía y la independencia, un terreno en el que este tipo suele pensar menos. El test de CI de matrices mide el razonamiento abstracto, que es una cuestión distinta de las preferencias.',
      ],
      [
        'Mapeo psicológico: niveles de rasgos en lugar de letras.',
        'Evaluación de intereses profesionales: qué campos encajan con tus intereses.',
        'Relaciones emocionales: cercanía, confianza e independencia.',
        'Test de CI de matrices: capacidad de razonamiento, distinta de las preferencias.',
      ],
    ),
    further_reading: s(
      [
        'Tipos psicológicos, de Carl Jung, es la fuente original de las ideas en las que se basan los modelos de tipos, y vale la pena leerlo para ver lo prudentes que eran sus descripciones. Como contrapeso moderno, infórmate sobre el modelo de los Cinco Grandes y el debate entre tipos y rasgos, que explica por qué las puntuaciones cercanas al punto medio merecen una lectura cuidadosa.',
        'Para tus áreas de crecimiento, Pensar rápido, pensar despacio, de Daniel Kahneman, explora los límites incluso del razonamiento cuidadoso, y las Meditaciones de Marco Aurelio ofrecen una reflexión clásica sobre la autodisciplina y la paciencia con los demás. El poder de los introvertidos, de Susan Cain, habla de la introversión en el trabajo, y el concepto de seguridad psicológica ayuda a entender por qué los equipos comparten ideas con más libertad con ciertos líderes.',
      ],
      [
        'Carl Jung, Tipos psicológicos.',
        'Daniel Kahneman, Pensar rápido, pensar despacio.',
        'Marco Aurelio, Meditaciones.',
        'Susan Cain, El poder de los introvertidos.',
        'Temas: rasgos de los Cinco Grandes, seguridad psicológica, análisis premortem.',
      ],
    ),
  },
};

const INTP: TypeReportContent = {
  description:
    'El Teórico combina una concentración tranquila e interior con el amor por las ideas y una gran necesidad de que las cosas tengan sentido lógico. A las personas con este perfil les gusta cuestionar supuestos, construir explicaciones y explorar un tema hasta que su estructura interna queda clara. Normalmente prefieren mantener las opciones abiertas antes que comprometerse demasiado pronto con una única respuesta.',
  keywords: ['Curioso', 'Lógico', 'Preciso', 'Independiente', 'Inventivo', 'Abierto', 'Reflexivo'],
  famousPeople: ['Albert Einstein', 'Charles Darwin', 'Marie Curie', 'René Descartes'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Intuición, el Pensamiento y la Percepción. Sueles sacar energía del tiempo con tus propios pensamientos, te fijas más en los conceptos y las conexiones que en los detalles superficiales, juzgas las ideas por su coherencia interna y sigues explorando en lugar de cerrar rápido una cuestión. El resultado es una mente que disfruta comprendiendo por el simple placer de comprender.',
        'Este perfil no dice que seas frío, despistado o que no te interesen las personas; esos son estereotipos. Dice que, cuando puedes elegir, es más probable que analices antes que actuar de inmediato, y que sigas afinando antes que dar algo por terminado. Revisa la tabla de dimensiones: una puntuación de Percepción cercana al punto medio significa que puedes ser bastante organizado cuando hace falta.',
      ],
      [
        'Las preferencias describen adónde va primero tu atención.',
        'No miden la inteligencia ni las habilidades.',
        'Las letras cercanas al punto de corte pueden cambiar de una aplicación a otra.',
        'Usa el resultado como una hipótesis que contrastar con tu experiencia.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir un pensamiento claro y original, comodidad ante la complejidad y la honestidad de decir cuándo un argumento no se sostiene. Aprendes rápido un campo nuevo en cuanto despierta tu interés, y tiendes a detectar incoherencias que a otros se les escapan. Estas cualidades te convierten en un interlocutor valioso para cualquier problema difícil.',
        'Los puntos ciegos pueden incluir abandonar proyectos en cuanto se resuelve la parte más interesante, aplazar decisiones a la espera de más información y pasar por alto cómo se reciben emocionalmente tus críticas. Crecer suele consistir en unir tu curiosidad a pequeños compromisos visibles: terminar una cosa, compartirla y aceptar que «suficientemente bueno» es un punto de parada legítimo.',
      ],
      [
        'Define qué significa «terminado» antes de empezar un proyecto.',
        'Fija un plazo para decidir y acepta la mejor respuesta disponible.',
        'Termina un proyecto pequeño al mes y enséñaselo a alguien.',
        'Durante la concentración profunda, atiende necesidades físicas como el sueño y el movimiento.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles conectar con la gente a través de las ideas: una buena conversación que salta de un tema a otro puede parecerte mucho más íntima que cualquier charla trivial. Tus amistades valoran tu honestidad, tu falta de pretensiones y tu disposición a ayudar a pensar un problema. Puede que necesites más soledad de la que los demás esperan, y explicarlo les ayuda a no tomárselo como algo personal.',
        'En las relaciones cercanas, los sentimientos pueden ser más difíciles de expresar que las ideas. Tu pareja puede querer muestras de seguridad que no se te ocurre dar porque, para ti, nada ha cambiado. En un conflicto, resiste la tentación de convertir la conversación en un debate sobre quién tiene razón lógicamente; primero reconoce lo que siente la otra persona y después analicen juntos el problema.',
      ],
      [
        'Di cuándo necesitas tiempo a solas y cuándo volverás.',
        'Haz una pregunta sobre sentimientos antes de ofrecer un análisis.',
        'Interésate por el tema de un amigo aunque no sea el tuyo.',
        'Cumple las pequeñas promesas: generan confianza rápidamente.',
      ],
    ),
    career_growth: s(
      [
        'Suele encajarte un trabajo que te permita investigar, modelar y mejorar sistemas complejos: investigación, software y datos, ingeniería, matemáticas, filosofía, economía, diseño de herramientas o cualquier puesto con un problema difícil en el centro. Normalmente eres más feliz con libertad para elegir tus métodos y con colegas que valoran la competencia por encima del estatus.',
        'Entre los riesgos están los puestos dominados por la administración rutinaria o procedimientos rígidos, y la tendencia a seguir puliendo en lugar de entregar. También puedes infravalorar tu trabajo porque explicarlo te resulta menos interesante que hacerlo. Practica resumir tus resultados en lenguaje sencillo para personas no especialistas: a menudo es lo que decide si tus ideas se llegan a usar.',
      ],
      [
        'Busca autonomía en los métodos y un problema que valga la pena.',
        'Acuerda plazos con otras personas para equilibrar tu estilo abierto.',
        'Escribe un resumen de tres frases de cada proyecto para las partes interesadas.',
        'Mantén un portafolio de trabajos terminados que haga visibles tus habilidades.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Sensación y el Juicio, las personas con este perfil suelen dedicar más tiempo a cuestionar el problema antes de resolverlo. A menudo son quienes preguntan por qué existe un proceso o si es posible un modelo mejor. Esto puede frenar a un equipo a corto plazo y ahorrarle errores costosos más adelante.',
        'En el liderazgo suelen guiar desde la experiencia más que desde la autoridad, dando libertad a las personas y esperando que piensen por sí mismas. Sus decisiones tienden a ser cuidadosas y defendidas con lógica, aunque a veces llegan tarde. Los equipos salen ganando cuando el análisis de un INTP se combina con alguien que disfruta de la ejecución, los plazos y mantener informadas a las partes interesadas.',
      ],
      [
        'Colaboración: rinde mejor como analista, crítico o arquitecto.',
        'Liderazgo: basado en la experiencia y poco directivo; puede faltar estructura.',
        'Toma de decisiones: minuciosa, basada en principios, a veces lenta en cerrar.',
        'Se complementa con compañeros organizados y centrados en las personas.',
      ],
    ),
    advanced_guide: s(
      [
        'En los próximos 30 días, elige una idea a la que le estés dando vueltas y dale una forma concreta: un ensayo breve, un prototipo, un modelo en una hoja de cálculo. Pon una fecha en el calendario para compartirla. El objetivo no es la perfección, sino practicar que tu pensamiento se encuentre con el mundo, donde las opiniones pueden mejorarlo más rápido que el perfeccionamiento en solitario.',
        'A lo largo de 90 días, crea un hábito que apoye tu energía, como una hora fija para desconectar o un paseo semanal sin pantallas, y otro que apoye tus relaciones, como un contacto regular con un amigo. Revisa ambos cada mes. Las pequeñas rutinas le dan a tu mente abierta una base estable, no una jaula.',
      ],
      [
        'Días 1 a 30: convierte una idea en algo que se pueda compartir.',
        'Días 31 a 60: recoge opiniones y haz una sola revisión.',
        'Días 61 a 90: mantén un hábito de energía y uno de relaciones.',
        'Cuenta lo que terminas, no solo lo que empiezas.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico te da puntuaciones en los rasgos de los Cinco Grandes, que encajan con una mente analítica porque miden dimensiones continuas en lugar de categorías. Puede mostrar, por ejemplo, cómo interactúan tu apertura y tu responsabilidad, algo que a menudo explica la distancia entre los proyectos que empiezas y los que terminas.',
        'El test de CI de matrices mide el razonamiento abstracto, algo que a muchas personas con este perfil les resulta interesante, aunque responde a una pregunta distinta de la personalidad. El test de desarrollo personal puede señalar los hábitos que conviene construir a continuación, y la evaluación de intereses profesionales puede orientar tu curiosidad hacia los campos donde más probablemente sea recompensada.',
      ],
      [
        'Mapeo psicológico: rasgos continuos, no cuatro letras.',
        'Test de CI de matrices: razonamiento abstracto como medida aparte.',
        'Desarrollo personal: hábitos concretos en los que trabajar.',
        'Evaluación de intereses profesionales: campos que encajan con tu curiosidad.',
      ],
    ),
    further_reading: s(
      [
        'Los ensayos y las clases de Richard Feynman muestran una curiosidad lúdica y rigurosa en la que se reconocen muchos lectores con este perfil, y La estructura de las revoluciones científicas, de Thomas Kuhn, explora cómo cambian las ideas. Para terminar lo que empiezas, los conceptos de timeboxing y producto mínimo viable ofrecen formas prácticas de pasar de pensar a entregar.',
        'Para ampliar el lado emocional de tus herramientas, Comunicación no violenta, de Marshall Rosenberg, ofrece un marco sencillo para hablar de necesidades. Informarte sobre el modelo de los Cinco Grandes y el efecto Barnum también afinará tu mirada crítica sobre los tests de personalidad, incluido este, un hábito sano para cualquier mente cuidadosa.',
      ],
      [
        'Richard Feynman, ¿Está usted de broma, Sr. Feynman?',
        'Thomas Kuhn, La estructura de las revoluciones científicas.',
        'Marshall Rosenberg, Comunicación no violenta.',
        'Temas: timeboxing, producto mínimo viable, efecto Barnum.',
      ],
    ),
  },
};

const ENTJ: TypeReportContent = {
  description:
    'El Director aporta una energía orientada hacia fuera, una visión de conjunto y un fuerte impulso para organizar personas y recursos hacia una meta. A las personas con este perfil les gusta ver hacia dónde deben ir las cosas, decidir cómo llegar y movilizar a otros con rapidez. Suelen disfrutar de la responsabilidad y a menudo se crecen ante desafíos que a otros les intimidan.',
  keywords: ['Decidido', 'Estratégico', 'Ambicioso', 'Organizado', 'Seguro de sí', 'Directo', 'Orientado a metas'],
  famousPeople: ['Napoleón Bonaparte', 'Margaret Thatcher', 'Franklin D. Roosevelt', 'Julio César'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Intuición, el Pensamiento y el Juicio. Sueles pensar en voz alta y sacar energía de la acción y el debate, buscas posibilidades y una dirección a largo plazo, tomas decisiones con lógica y criterios objetivos, y prefieres un plan cerrado a una situación abierta. El conjunto describe a alguien que lleva de forma natural a un grupo de la conversación a la ejecución.',
        'El resultado no significa que siempre debas liderar ni que no te importen las personas. Describe tus movimientos por defecto: estructurar, decidir, actuar. Si tu puntuación en Pensamiento o Juicio está cerca del punto medio, quizá seas más flexible y consultivo de lo que sugiere el estereotipo. Lee el perfil como un punto de partida para reflexionar, no como un veredicto.',
      ],
      [
        'Tus letras describen preferencias por defecto, no rasgos fijos.',
        'El liderazgo es una habilidad que cualquiera puede desarrollar; el tipo habla del estilo.',
        'Las puntuaciones cercanas al punto medio indican flexibilidad.',
        'El contexto y el rol pueden sacar a relucir distintas facetas de ti.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir visión, determinación y la energía necesaria para convertir una idea en un plan que funcione. A menudo estás dispuesto a tomar la decisión difícil que otros evitan y a responsabilizarte del resultado. Detectas rápido la ineficiencia y tiendes a elevar el nivel de cualquier grupo al que te unes.',
        'Ese mismo impulso puede hacer que el descanso parezca tiempo perdido y que las personas más lentas se sientan dejadas de lado. Los puntos ciegos suelen incluir avanzar antes de que los demás se hayan sumado y tratar las emociones como obstáculos en lugar de información. Crecer implica escuchar más tiempo del que te parece necesario y medir el éxito, en parte, por cómo se sienten las personas después de trabajar contigo.',
      ],
      [
        'Haz dos preguntas antes de dar tu opinión en una reunión.',
        'Planifica descansos reales y trátalos como innegociables.',
        'Fíjate en cuándo resuelves un problema que nadie te pidió resolver.',
        'Celebra los avances antes de lanzarte al siguiente objetivo.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Tus amistades suelen verte como alguien fiable, generoso con su ayuda y divertido cuando hay un plan. Sueles demostrar cariño haciendo que las cosas pasen: organizar el viaje, arreglar el problema, abrirle una puerta a alguien en su carrera. Puede que prefieras conversaciones directas y animadas y disfrutes con amigos capaces de defender su postura en un debate.',
        'En las relaciones cercanas, tu pareja puede sentir a veces que la gestionas en lugar de encontrarte con ella. Un conflicto puede escalar si pasas directamente a las soluciones cuando la otra persona todavía necesita ser escuchada. Prueba a ir más despacio en los primeros minutos de una conversación difícil: repite lo que has oído, pregunta qué ayudaría y deja que la otra persona dé forma a parte del plan.',
      ],
      [
        'Separa el tiempo de escuchar del tiempo de resolver problemas.',
        'Pregunta «¿qué te ayudaría más ahora mismo?» antes de actuar.',
        'Deja que otros lideren algunos planes, aunque tú lo harías más rápido.',
        'Pide disculpas de forma concreta cuando tu franqueza resulte demasiado dura.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que combinan responsabilidad, estrategia y resultados visibles: dirección, emprendimiento, consultoría, derecho, operaciones, finanzas, gestión de proyectos o cualquier posición desde la que puedas construir y mejorar una organización. Normalmente valoras a los colegas ambiciosos, una rendición de cuentas clara y margen para moverte rápido.',
        'Entre los riesgos están asumir demasiado, controlar en exceso detalles que otros podrían llevar y subestimar el tiempo que las personas necesitan para adaptarse al cambio. Los entornos con ciclos de decisión lentos o autoridad poco clara pueden frustrarte. Acostumbrarte a acompañar en lugar de dirigir ampliará tu impacto, porque los equipos que desarrollan su propio criterio crecen mejor que los que esperan el tuyo.',
      ],
      [
        'Busca puestos en los que la autoridad corresponda a la responsabilidad.',
        'Delega resultados, no solo tareas, y resiste la tentación de recuperarlos.',
        'Dedica cada mes una conversación de acompañamiento a cada miembro del equipo.',
        'Compara carga de trabajo y energía antes de aceptar más.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más reservados u orientados al Sentimiento, las personas con este perfil suelen asumir el liderazgo pronto y hablar con seguridad sobre la dirección a seguir. Normalmente enmarcan rápido un problema, fijan objetivos y reparten responsabilidades. En el trabajo en equipo pueden dar energía al grupo, aunque los miembros más callados quizá se guarden sus ideas.',
        'Sus decisiones suelen ser rápidas y basadas en la lógica y los resultados, lo que ayuda en las crisis y puede parecer precipitado en tiempos tranquilos. A menudo destacan a la vez en estrategia y en ejecución. Los colegas con preferencia por el Sentimiento o la Percepción pueden complementarlos atendiendo a la moral, explorando alternativas y notando cuándo un plan debe flexibilizarse.',
      ],
      [
        'Colaboración: organiza rápido; puede acaparar la conversación.',
        'Liderazgo: visible, centrado en objetivos y exigente.',
        'Toma de decisiones: rápida, lógica, orientada a resultados.',
        'Se beneficia de colegas que expresan dudas y alternativas.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, aplica una regla sencilla en las reuniones: habla en último lugar en las decisiones que no sean urgentes. Anota lo que aprendes al escuchar primero. Combínalo con un contacto semanal en el que preguntes a un colega o a tu pareja cómo le afecta tu ritmo, y escribe su respuesta sin defenderte.',
        'A lo largo de 90 días, identifica un área en la que tengas demasiado control y pásasela a otra persona con resultados claros y autoridad real. Apóyala sin quitársela. Al final, revisa qué hizo de forma distinta y qué ganaste tú en tiempo y confianza. Así es como los directores convierten su energía en una capacidad duradera.',
      ],
      [
        'Días 1 a 30: habla en último lugar en decisiones no urgentes.',
        'Cada semana: pregunta a alguien cómo le afecta tu ritmo.',
        'Días 31 a 90: delega por completo un área que sueles controlar.',
        'Revisa cada mes tu energía además de los resultados.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico añade puntuaciones en los rasgos de los Cinco Grandes, como la amabilidad y la estabilidad emocional, que un código de tipo no recoge. Para un líder es especialmente útil saber lo amable que parece, porque influye en cómo llega su franqueza a los demás.',
        'La evaluación de intereses profesionales puede confirmar si tu energía de liderazgo apunta a la empresa, el servicio público, la ciencia o las industrias creativas. El test de relaciones emocionales examina la cercanía y la independencia en las relaciones, un terreno en el que un perfil tan ambicioso se beneficia de reflexionar, y el test de desarrollo personal sugiere hábitos para el equilibrio y la recuperación.',
      ],
      [
        'Mapeo psicológico: niveles de amabilidad y estabilidad.',
        'Evaluación de intereses profesionales: hacia dónde dirigir tu impulso.',
        'Relaciones emocionales: equilibrar cercanía e independencia.',
        'Desarrollo personal: hábitos de ritmo y recuperación.',
      ],
    ),
    further_reading: s(
      [
        'El arte de la guerra, de Sun Tzu, y El príncipe, de Maquiavelo, son clásicos de la estrategia que vale la pena leer con sentido crítico, junto con la idea moderna del liderazgo de servicio, que replantea la autoridad como un servicio al equipo. El ejecutivo eficaz, de Peter Drucker, ofrece consejos prácticos sobre el tiempo, las decisiones y la contribución que encajan con una mente orientada a resultados.',
        'Para completar tu estilo, infórmate sobre la inteligencia emocional, concepto popularizado por Daniel Goleman, y sobre el trabajo de Amy Edmondson acerca de la seguridad psicológica, que explica por qué los equipos necesitan sentirse seguros para plantear problemas. Las cartas de Séneca sobre la brevedad de la vida ofrecen un contrapunto reflexivo a la ambición constante.',
      ],
      [
        'Sun Tzu, El arte de la guerra.',
        'Peter Drucker, El ejecutivo eficaz.',
        'Daniel Goleman, La inteligencia emocional.',
        'Séneca, Sobre la brevedad de la vida.',
        'Temas: liderazgo de servicio, seguridad psicológica, delegación.',
      ],
    ),
  },
};

const ENTP: TypeReportContent = {
  description:
    'El Innovador combina una energía orientada hacia fuera con un interés inquieto por las posibilidades, los argumentos y los enfoques nuevos. A las personas con este perfil suele gustarles poner a prueba las ideas en la conversación, descubrir conexiones entre campos distintos y cuestionar la forma en que las cosas se han hecho siempre. Normalmente prefieren la flexibilidad y la improvisación a los planes fijos.',
  keywords: ['Inventivo', 'Ingenioso', 'Curioso', 'Adaptable', 'Polemista', 'Emprendedor', 'Audaz'],
  famousPeople: ['Thomas Edison', 'Benjamin Franklin', 'Mark Twain', 'Tony Stark (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Intuición, el Pensamiento y la Percepción. Sueles pensar hablando, centrarte en los patrones y en lo que podría ser, valorar las ideas por su lógica y mantener las opciones abiertas el mayor tiempo posible. Juntas, estas preferencias describen a una persona que disfruta explorando muchas posibilidades y afinándolas en intercambios animados.',
        'No significa que discutas por discutir ni que seas incapaz de terminar lo que empiezas. Significa que la novedad y el debate suelen darte más energía que la rutina. Las puntuaciones cercanas al punto medio en Pensamiento o Percepción sugieren que quizá también valoras la armonía o la estructura más de lo que indica esta descripción. Usa tu código como una lente, no como una etiqueta.',
      ],
      [
        'Tu tipo describe energía y atención, no capacidad.',
        'Debatir ideas es una preferencia, no un defecto de carácter.',
        'Las puntuaciones intermedias indican que cambias de modo con facilidad.',
        'Contrasta el resultado con momentos concretos de tu vida.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir inventiva, aprendizaje rápido, humor y el valor de cuestionar lo que otros aceptan. Puedes ver varias soluciones a la vez y adaptarte rápido cuando una situación cambia. La gente suele acudir a ti cuando se atasca, porque sabes replantear un problema de una manera que abre caminos nuevos.',
        'Los puntos ciegos incluyen dispersar la energía en demasiados proyectos, perder el interés una vez resuelto el enigma y defender una postura solo para ponerla a prueba sin notar que los demás se sienten atacados. Crecer suele consistir en elegir menos apuestas, llevar a término la más prometedora y comprobar si un debate sigue sirviendo a la relación.',
      ],
      [
        'Lleva una lista de ideas y elige solo un proyecto nuevo por trimestre.',
        'Trabaja con alguien a quien le guste terminar y ejecutar.',
        'Antes de hacer de abogado del diablo, avisa de que lo vas a hacer.',
        'Reúne tus compromisos en un solo lugar y revísalos cada semana.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Tus amistades suelen disfrutar de tu energía, tu ingenio y tu disposición a explorar cualquier cosa, desde una cafetería nueva hasta una idea extraña. Sueles crear vínculos a través de la conversación y las aventuras compartidas, y aprecias a las personas capaces de seguir tus saltos de un tema a otro. Puede que muestres afecto bromeando y desafiando, algo que funciona mejor con quienes te conocen bien.',
        'En la pareja, tu gusto por la novedad puede hacer que los compromisos rutinarios parezcan aburridos, y tu pareja puede querer más constancia de la que ofreces de forma natural. En un conflicto, quizá te tiente ganar la discusión en lugar de resolver el problema. Prueba a resumir el punto de vista de la otra persona con sus propias palabras antes de responder, y acuerden pequeños rituales fiables que demuestren cariño.',
      ],
      [
        'Pregunta si un tema está abierto a debate o si necesita apoyo.',
        'Cumple con constancia las pequeñas promesas; importan más que los grandes gestos.',
        'Deja que los demás terminen su idea antes de construir sobre ella.',
        'Crea rituales compartidos que den sentido a la rutina.',
      ],
    ),
    career_growth: s(
      [
        'Sueles encajar en puestos donde llegan problemas nuevos con frecuencia y se premia la creatividad: emprendimiento, desarrollo de productos, consultoría, estrategia de marketing, derecho, periodismo, investigación o cualquier entorno de startup. Normalmente disfrutas de la variedad, la autonomía y los colegas que reciben los desafíos con gusto en lugar de temerlos.',
        'Los riesgos habituales son el aburrimiento en puestos estables, subestimar la parte administrativa de un proyecto y lanzar más iniciativas de las que un equipo puede absorber. Te beneficia asociarte con colegas atentos a los detalles y fijar criterios claros de finalización. Tu valor crece cuando los demás ven no solo tus ideas, sino también las que llevaste hasta la meta.',
      ],
      [
        'Busca variedad, autonomía y problemas reales que resolver.',
        'Fija una meta explícita de finalización para cada iniciativa.',
        'Asóciate con alguien a quien le gusten la ejecución y los procesos.',
        'Documenta los resultados para mostrar impacto logrado, no solo ideas.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Sensación y el Juicio, las personas con este perfil son más propensas a proponer alternativas, cuestionar supuestos e impulsar el cambio. En la colaboración suelen actuar como catalizadores, generando opciones y poniendo a prueba los planes. Esto resulta muy útil al principio de un proyecto y puede cansar a los demás una vez iniciada la ejecución.',
        'Como líderes tienden a inspirar con su visión y su energía intelectual, y dan mucha libertad a los equipos. Las decisiones pueden tomarse rápido y revisarse a menudo, lo que mantiene a una organización adaptable pero puede generar incertidumbre. Funcionan mejor cuando otra persona ayuda a convertir su dirección en procesos estables y prioridades claras.',
      ],
      [
        'Colaboración: catalizador y cuestionador; ideal al inicio de los proyectos.',
        'Liderazgo: visionario y flexible; puede cambiar a menudo de prioridades.',
        'Toma de decisiones: rápida y lógica, abierta a revisión.',
        'Se complementa con colegas constantes y centrados en los procesos.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, elige un proyecto y comprométete a terminar una versión definida antes de empezar nada nuevo. Lleva una lista de espera para las demás ideas, de modo que no se pierdan. Observa el momento en que baja tu interés y úsalo como señal para pedir ayuda o simplificar, en lugar de cambiar de proyecto.',
        'A lo largo de 90 días, practica una habilidad relacional: preguntar «¿qué necesitas de esta conversación?» antes de lanzarte. Combínalo con una revisión mensual de qué debates ayudaron y cuáles hicieron daño. Los innovadores que unen su inventiva a la fiabilidad y el tacto suelen ganarse la confianza que permite que sus ideas lleguen más lejos.',
      ],
      [
        'Días 1 a 30: termina un proyecto definido antes de empezar otro.',
        'Lleva una lista de espera para las ideas nuevas.',
        'Días 31 a 90: pregunta qué necesita cada conversación antes de debatir.',
        'Cada mes: revisa qué debates fortalecieron o tensaron tus relaciones.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico muestra tu perfil de los Cinco Grandes, sobre todo la apertura y la responsabilidad, que a menudo explican la distancia entre las ideas que empiezas y las que terminas. Verlos como rasgos continuos puede aclarar los compromisos mejor que las cuatro letras por sí solas.',
        'La evaluación de intereses profesionales puede ayudarte a canalizar tu curiosidad hacia campos que la recompensen, mientras que el test de desarrollo personal señala hábitos como la constancia y la concentración. Si te gustan los acertijos, el test de CI de matrices mide el razonamiento abstracto, una cuestión distinta de la personalidad que a muchas personas con este perfil les interesa explorar.',
      ],
      [
        'Mapeo psicológico: apertura y responsabilidad en detalle.',
        'Evaluación de intereses profesionales: campos que premian la curiosidad.',
        'Desarrollo personal: hábitos de concentración y constancia.',
        'Test de CI de matrices: razonamiento abstracto como medida aparte.',
      ],
    ),
    further_reading: s(
      [
        'Seis sombreros para pensar, de Edward de Bono, ofrece una forma estructurada de pasar de la crítica a la creatividad y a la cautela, algo que encaja con una mente que ya disfruta de las tres. La biografía de Benjamin Franklin escrita por Walter Isaacson muestra cómo una persona curiosa y juguetona canalizó muchos intereses en proyectos duraderos.',
        'Para llegar hasta el final, infórmate sobre el efecto Zeigarnik y las intenciones de implementación, dos ideas muy conocidas sobre cómo las tareas sin terminar y los planes concretos influyen en la conducta. Cómo ganar amigos e influir sobre las personas, de Dale Carnegie, aunque antiguo, sigue siendo un recordatorio práctico de que ganar discusiones y ganarse a las personas son objetivos distintos.',
      ],
      [
        'Edward de Bono, Seis sombreros para pensar.',
        'Walter Isaacson, Benjamin Franklin: una vida americana.',
        'Dale Carnegie, Cómo ganar amigos e influir sobre las personas.',
        'Temas: intenciones de implementación, efecto Zeigarnik.',
      ],
    ),
  },
};

const INFJ: TypeReportContent = {
  description:
    'El Guía combina una energía tranquila e interior con una comprensión profunda de las personas y un fuerte sentido de propósito. Las personas con este perfil suelen mirar más allá de la superficie, imaginar cómo podrían mejorar las cosas y avanzar con constancia hacia metas que tienen sentido para ellas. A menudo les importan mucho la armonía y ayudar a otros a crecer.',
  keywords: ['Perspicaz', 'Con propósito', 'Empático', 'Íntegro', 'Reservado', 'Visionario', 'Entregado'],
  famousPeople: ['Martin Luther King Jr.', 'Carl Jung', 'Nelson Mandela', 'Madre Teresa'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Intuición, el Sentimiento y el Juicio. Sueles recargar energía en la calma, centrarte en los significados y las posibilidades, tomar decisiones teniendo en cuenta tus valores y su efecto en las personas, y preferir que las cosas queden resueltas. Juntas, estas preferencias describen a una persona reflexiva que disfruta convirtiendo ideales en planes bien pensados.',
        'Este resultado no significa que leas la mente ni que debas poner siempre a los demás en primer lugar. Describe hacia dónde va tu atención de forma natural. Si tus puntuaciones de Sentimiento o Juicio están cerca del punto medio, quizá seas más analítico o espontáneo de lo que sugiere la descripción típica. Usa el perfil como un espejo para reflexionar, no como una casilla.',
      ],
      [
        'Las preferencias muestran tendencias, no talentos ni límites.',
        'Comprender a las personas es un hábito de atención, no un poder especial.',
        'Las puntuaciones cercanas al punto medio sugieren que usas ambos polos.',
        'Compara la descripción con cómo actúas bajo estrés y en calma.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir empatía, previsión, integridad y capacidad para un trabajo paciente y con sentido. Percibes pronto la tensión en una sala, encuentras palabras que ayudan a las personas a sentirse comprendidas y mantienes una visión a largo plazo de lo que una persona o un proyecto podría llegar a ser. Mucha gente te confía cosas que cuenta a muy pocos.',
        'Los puntos ciegos pueden incluir absorber el estado de ánimo de los demás, fijarte estándares que nadie podría cumplir y retirarte de golpe cuando te sientes desbordado. Crecer suele implicar límites más claros, expresar tus necesidades antes de que se conviertan en resentimiento y aceptar que avanzar hacia un ideal tiene valor aunque el ideal no se alcance.',
      ],
      [
        'Programa momentos de soledad regulares antes de sentirte agotado.',
        'Di que no cada semana a una petición que normalmente aceptarías.',
        'Escribe tus necesidades y comparte una con alguien de confianza.',
        'Sustituye las metas de todo o nada por el siguiente paso con sentido.',
      ],
    ),
    interpersonal_growth: s(
      [
        'En la amistad sueles preferir unos pocos vínculos profundos a un círculo amplio. Escuchas con atención, recuerdas lo que importa a cada persona y a menudo ofreces una perspectiva que le ayuda a ver su situación de otra manera. Como das tanta atención, puede dolerte que no te la devuelvan, aunque nunca la hayas pedido directamente.',
        'En la pareja y en los conflictos, quizá evites el desacuerdo abierto para proteger la armonía y luego llegues a un punto en el que cierras la puerta en silencio. Ayuda plantear las pequeñas preocupaciones pronto, en momentos tranquilos, y confiar en que un conflicto honesto puede fortalecer una relación. Di directamente lo que necesitas en lugar de esperar que los demás lo intuyan.',
      ],
      [
        'Plantea pronto los pequeños problemas en lugar de acumularlos.',
        'Pide lo que necesitas con palabras sencillas.',
        'Deja que tus amistades te apoyen tan a menudo como tú las apoyas.',
        'Antes de retirarte, explica que necesitas tiempo, no distancia.',
      ],
    ),
    career_growth: s(
      [
        'Suele encajarte un trabajo conectado con un propósito en el que crees: orientación psicológica, docencia, escritura, coaching, salud, recursos humanos, diseño, investigación en ciencias sociales o cualquier organización con una misión. Normalmente prosperas con tiempo para pensar, un entorno tranquilo y colegas que comparten tus valores.',
        'Entre los riesgos están comprometerte en exceso para ayudar a otros, quedarte demasiado tiempo en puestos que chocan con tus valores y guardarte las preocupaciones hasta que llega el agotamiento. Los entornos que premian la autopromoción constante o la competencia agresiva pueden dejarte sin energía. Ayuda nombrar tus aportaciones de forma explícita y negociar tu carga de trabajo antes de que se vuelva insostenible.',
      ],
      [
        'Elige organizaciones cuya misión puedas respaldar.',
        'Protege momentos de calma para un trabajo concentrado y con sentido.',
        'Lleva un registro de tus aportaciones para las evaluaciones.',
        'Fija límites de carga antes de aceptar nuevas responsabilidades.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más extravertidos u orientados al Pensamiento, las personas con este perfil suelen contribuir con una escucha atenta, comprensión de la dinámica del equipo y una atención constante al propósito a largo plazo. En la colaboración a menudo notan quién no ha hablado y ayudan a que se oigan las voces más calladas, aunque quizá no defiendan con fuerza sus propias ideas.',
        'Como líderes, suelen guiar con el ejemplo y la visión, creando una cultura de confianza y crecimiento. Sus decisiones tienden a sopesar los valores y el impacto humano junto con los objetivos prácticos, y pueden tomarse su tiempo para reflexionar antes de comprometerse. Los colegas que prefieren el Pensamiento o la Percepción pueden complementarlos con un análisis directo y flexibilidad.',
      ],
      [
        'Colaboración: atenta, inclusiva, guiada por valores.',
        'Liderazgo: visión y ejemplo; puede evitar la confrontación.',
        'Toma de decisiones: reflexiva, sopesa personas y principios.',
        'Se beneficia de colegas que dicen pronto las cosas difíciles.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, practica notar el momento en que asumes como responsabilidad tuya los sentimientos de otra persona. Anótalo y pregúntate qué parte te corresponde realmente. Combínalo con diez minutos diarios de reflexión en silencio o de escritura en un diario para mantener clara tu propia voz interior.',
        'A lo largo de 90 días, elige una meta con sentido y divídela en pasos pequeños y visibles, celebrando cada uno. Añade una conversación mensual en la que compartas una necesidad o un desacuerdo que normalmente te guardarías. Estas dos prácticas te ayudan a convertir tu visión en acción sin dejar de estar en contacto y ser honesto con las personas que te rodean.',
      ],
      [
        'Días 1 a 30: diez minutos diarios de reflexión o diario.',
        'Fíjate en cuándo absorbes las emociones de otros y nómbralo.',
        'Días 31 a 90: divide una meta con sentido en pasos pequeños.',
        'Cada mes: expresa una necesidad o un desacuerdo que normalmente ocultarías.',
      ],
    ),
    additional_test: s(
      [
        'El test de relaciones emocionales explora la cercanía, la confianza y la independencia en las relaciones, temas centrales para este perfil. Puede ayudarte a ver si tu patrón tiende a dar más de lo que recibes y qué tipos de vínculo te resultan más seguros.',
        'El test de mapeo psicológico añade niveles de rasgos de los Cinco Grandes, como la estabilidad emocional y la amabilidad, que pueden aclarar lo sensible que eres al estrés y al conflicto. El test de desarrollo personal sugiere pasos prácticos de crecimiento, y la evaluación de intereses profesionales puede ayudarte a traducir tu sentido de propósito en campos de trabajo concretos.',
      ],
      [
        'Relaciones emocionales: patrones de cercanía y confianza.',
        'Mapeo psicológico: sensibilidad al estrés y amabilidad.',
        'Desarrollo personal: pasos prácticos hacia el equilibrio.',
        'Evaluación de intereses profesionales: tu propósito convertido en campos.',
      ],
    ),
    further_reading: s(
      [
        'El hombre en busca de sentido, de Viktor Frankl, es una reflexión clásica sobre el propósito que resuena en muchos lectores con este perfil. Recuerdos, sueños, pensamientos, de Carl Jung, permite asomarse a la vida interior del pensador que está detrás de la teoría de los tipos. Cartas a un joven poeta, de Rainer Maria Rilke, habla de la soledad y la paciencia.',
        'Sobre límites y relaciones, infórmate acerca del contagio emocional y la fatiga por compasión, conceptos que explican por qué las personas que cuidan pueden agotarse. Comunicación no violenta, de Marshall Rosenberg, ofrece una forma clara de expresar necesidades sin culpar, y escribir un diario es una herramienta sencilla y conocida para la reflexión.',
      ],
      [
        'Viktor Frankl, El hombre en busca de sentido.',
        'Rainer Maria Rilke, Cartas a un joven poeta.',
        'Marshall Rosenberg, Comunicación no violenta.',
        'Carl Jung, Recuerdos, sueños, pensamientos.',
        'Temas: fatiga por compasión, límites, diario de reflexión.',
      ],
    ),
  },
};

const INFP: TypeReportContent = {
  description:
    'El Buscador combina una vida interior reflexiva con valores personales firmes y una imaginación que busca sentido en todas partes. A las personas con este perfil suelen importarles mucho la autenticidad, la creatividad y el bienestar de los demás. A menudo prefieren una vida abierta y flexible, siguiendo lo que sienten correcto más que lo que se espera de ellas.',
  keywords: ['Idealista', 'Auténtico', 'Imaginativo', 'Empático', 'Amable', 'Guiado por valores', 'Creativo'],
  famousPeople: ['J. R. R. Tolkien', 'William Shakespeare', 'Vincent van Gogh', 'Frodo Bolsón (El Señor de los Anillos)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Intuición, el Sentimiento y la Percepción. Sueles recargar energía en la calma, fijarte en los significados y las posibilidades, tomar decisiones guiadas por tus valores personales y preferir mantenerte abierto a nueva información antes que decidir demasiado pronto. En conjunto, describe a alguien cuya brújula interior importa más que las normas externas.',
        'El perfil no significa que seas frágil, poco práctico o incapaz de planificar. Señala lo que te da energía y aquello en lo que te fijas primero. Si tus puntuaciones están cerca del punto medio en Sentimiento o Percepción, es posible que también uses con soltura la lógica y la estructura. Quédate con lo que encaja, cuestiona lo que no y compáralo con situaciones reales.',
      ],
      [
        'Tus letras describen preferencias, no debilidades.',
        'Unos valores firmes son una brújula, no una garantía de tener razón.',
        'Las puntuaciones intermedias sugieren flexibilidad entre estilos.',
        'Los resultados pueden variar con el estado de ánimo, el estrés y la etapa vital.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir empatía, imaginación, lealtad a tus valores y un don para expresar lo que otros sienten pero no saben decir. Tiendes a notar lo que hace única a cada persona y a defender a quienes pasan desapercibidos. Puedes aportar creatividad y calidez a casi cualquier entorno cuando lo sientes auténtico.',
        'Los puntos ciegos pueden incluir la autocrítica cuando la realidad no está a la altura de tus ideales, aplazar tareas prácticas que te parecen sin sentido y guardarte sentimientos intensos hasta que se desbordan. Crecer suele pasar por vincular las tareas cotidianas con tus valores, compartir los sentimientos en pequeñas dosis y entender la acción imperfecta como una forma de integridad y no como una renuncia.',
      ],
      [
        'Vincula cada semana una tarea aburrida a un valor al que sirve.',
        'Usa un sistema de tareas sencillo con solo tres prioridades diarias.',
        'Háblate con amabilidad sobre el trabajo sin terminar.',
        'Comparte un sentimiento cuando es pequeño, no cuando te desborda.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles formar amistades profundas y leales con personas que te aceptan tal como eres. Tus amistades valoran tu escucha, tu aceptación y tu sensibilidad para lo que las hace únicas. Puede que necesites tiempo para abrirte, y a menudo prefieres las conversaciones a solas con alguien a los eventos en grupo, donde tu voz más tranquila puede escucharse.',
        'En la pareja, quizá idealices al principio a la otra persona y luego te decepcionen sus defectos normales. En un conflicto, puedes retirarte en lugar de discutir, sobre todo cuando sientes amenazados tus valores. Ayuda nombrar el valor que está en juego, decir cómo te sientes en términos concretos y recordar que un desacuerdo no significa rechazo.',
      ],
      [
        'Di a los demás lo que valoras, no solo lo que te molestó.',
        'Busca momentos a solas con alguien para crear cercanía.',
        'Acepta los defectos normales de las personas que admiras.',
        'Quédate en una conversación difícil unos minutos más de lo que te resulta cómodo.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en trabajos que expresan tus valores y tu creatividad: escritura, arte y diseño, orientación psicológica, docencia, psicología, trabajo social, organizaciones sin ánimo de lucro, bibliotecas, investigación de usuarios o cualquier empleo en el que importen las personas y los resultados con sentido. Los horarios flexibles y un equipo que te apoye suelen sacar lo mejor de ti.',
        'Entre los riesgos están los puestos basados en normas estrictas y mucha competencia, la dificultad para dar a conocer tu propio trabajo y la pérdida de impulso cuando una tarea parece desconectada de su propósito. Ayuda elegir unas pocas metas profesionales claras, buscar mentores que respeten tus valores y traducir tus aportaciones a términos que otros puedan ver y reconocer.',
      ],
      [
        'Busca un trabajo alineado con una misión y con cierta flexibilidad.',
        'Mantén un portafolio que muestre tus resultados creativos.',
        'Practica describir tus logros en términos concretos.',
        'Divide los proyectos largos en hitos ligados a su sentido.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más extravertidos u orientados al Pensamiento, las personas con este perfil suelen contribuir menos con una defensa ruidosa de sus ideas y más con propuestas creativas, trabajo de calidad y una atención cuidadosa a las personas. En la colaboración a menudo defienden la equidad y las necesidades individuales, y pueden preferir la comunicación por escrito o de tú a tú antes que las grandes reuniones.',
        'Como líderes, tienden a guiar con la inspiración y el ejemplo, dando autonomía a las personas y fomentando su crecimiento. Sus decisiones se guían por los valores y el impacto humano de cada elección, lo que genera confianza aunque puede llevar tiempo. Los colegas con preferencia por la Sensación o el Juicio pueden complementarlos aportando estructura y plazos.',
      ],
      [
        'Colaboración: creativa, solidaria, con sentido de la justicia.',
        'Liderazgo: guiado por valores, da autonomía; puede evitar conversaciones difíciles.',
        'Toma de decisiones: guiada por los valores y el bienestar de las personas.',
        'Se complementa con colegas estructurados y atentos a los plazos.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, escribe los tres valores que más te importan y comprueba cada noche si algo de lo que hiciste ese día sirvió a alguno de ellos. Este ejercicio sencillo te ayuda a notar el sentido de las tareas corrientes y a detectar dónde tu vida se aleja de lo que te importa.',
        'A lo largo de 90 días, elige un proyecto creativo o con sentido y reserva para él cada semana un espacio fijo y protegido, por pequeño que sea. Comparte tus avances una vez al mes con una persona de confianza. Al mismo tiempo, afronta una conversación difícil que hayas ido aplazando, preparándote por escrito: qué sientes, qué necesitas y qué puedes ofrecer.',
      ],
      [
        'Días 1 a 30: revisión nocturna frente a tus tres valores principales.',
        'Días 31 a 90: un espacio semanal protegido para un proyecto.',
        'Cada mes: comparte tus avances con una persona de confianza.',
        'Prepara por escrito una conversación aplazada y luego tenla.',
      ],
    ),
    additional_test: s(
      [
        'El test de desarrollo personal puede convertir tus ideales en próximos pasos prácticos al destacar los hábitos y las fortalezas sobre los que construir. El test de relaciones emocionales explora cómo manejas la cercanía, la confianza y la independencia, lo que puede arrojar luz sobre patrones de idealizar o retirarte en las relaciones.',
        'La evaluación de intereses profesionales te ayuda a comparar los campos en los que es más probable que se reconozcan tus valores y tu creatividad. El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la estabilidad emocional y la responsabilidad, que pueden explicar por qué algunos días parecen más fáciles que otros y qué apoyos te ayudarían más.',
      ],
      [
        'Desarrollo personal: pasos de crecimiento concretos.',
        'Relaciones emocionales: patrones de cercanía y retirada.',
        'Evaluación de intereses profesionales: campos alineados con tus valores.',
        'Mapeo psicológico: niveles de estabilidad y responsabilidad.',
      ],
    ),
    further_reading: s(
      [
        'Cartas a un joven poeta, de Rainer Maria Rilke, y el ensayo Sobre los cuentos de hadas, de J. R. R. Tolkien, hablan de la imaginación y la vida interior. El camino del artista, de Julia Cameron, ofrece ejercicios prácticos para mantener la constancia creativa, y el ensayo Confianza en uno mismo, de Ralph Waldo Emerson, reflexiona sobre la importancia de confiar en tus propias convicciones.',
        'Para encontrar equilibrio, infórmate sobre la autocompasión, un concepto desarrollado por la investigadora Kristin Neff que aborda el duro crítico interior que muchos idealistas conocen bien. La idea de la acción basada en valores, presente en los enfoques de aceptación y compromiso, ofrece una forma práctica de actuar según lo que importa incluso cuando la motivación o el ánimo están bajos.',
      ],
      [
        'Rainer Maria Rilke, Cartas a un joven poeta.',
        'Julia Cameron, El camino del artista.',
        'Ralph Waldo Emerson, Confianza en uno mismo.',
        'Kristin Neff, Sé amable contigo mismo.',
        'Temas: acción basada en valores, rutinas creativas.',
      ],
    ),
  },
};

const ENFJ: TypeReportContent = {
  description:
    'El Mentor combina una calidez orientada a los demás con una mirada atenta al potencial de las personas y una preferencia por la acción organizada. Las personas con este perfil suelen percibir lo que necesita un grupo, ponerlo en palabras y reunir a otros en torno a una meta común. A menudo encuentran una profunda satisfacción en ayudar a alguien a crecer.',
  keywords: ['Alentador', 'Elocuente', 'Cálido', 'Organizado', 'Inspirador', 'Responsable', 'Centrado en las personas'],
  famousPeople: ['Maya Angelou', 'Barack Obama', 'Oprah Winfrey', 'Morfeo (Matrix)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Intuición, el Sentimiento y el Juicio. Sueles sacar energía de las personas, centrarte en las posibilidades y los significados, tomar decisiones pensando en los valores y las relaciones, y disfrutar planificando y organizando. Juntas, estas preferencias describen a alguien que disfruta convirtiendo esperanzas compartidas en acción coordinada.',
        'El resultado no significa que estés siempre alegre ni que nunca necesites tiempo a solas. Describe aquello a lo que recurres primero. Si tus puntuaciones de Extraversión o Juicio están cerca del punto medio, quizá pases con facilidad de liderar a reflexionar. Lee la descripción como un conjunto de tendencias que contrastar con tu propia experiencia.',
      ],
      [
        'Tu tipo describe preferencias, no obligaciones.',
        'Preocuparte por las personas no significa tener que complacerlas.',
        'Las puntuaciones intermedias sugieren comodidad con ambos estilos.',
        'Usa el resultado para reflexionar, no para limitarte.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir calidez, comunicación persuasiva, organización y un verdadero talento para animar a los demás. Puedes ver el potencial de alguien antes de que esa persona lo vea en sí misma y crear un ambiente en el que la gente se siente valorada. Los grupos suelen volverse más unidos y con más propósito cuando participas.',
        'Los puntos ciegos pueden incluir descuidar tus propias necesidades, responsabilizarte de las decisiones de otros y que te cueste escuchar críticas. También puede que impulses para alguien una visión que esa persona no comparte. Crecer suele implicar dar un paso atrás para que los demás se hagan cargo de su camino, pedir ayuda tú también y entender el descanso como parte de cuidar a otros.',
      ],
      [
        'Pregúntate «¿de quién es esta responsabilidad?» antes de intervenir.',
        'Reserva cada semana un tiempo solo para ti.',
        'Pide opiniones sinceras y da las gracias por ellas.',
        'Deja que de vez en cuando otra persona organice, dirija o planifique.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Tus amistades suelen vivirte como alguien generoso, atento y hábil para mantener unido a un grupo. Recuerdas los cumpleaños, notas cuando alguien lo está pasando mal y a menudo organizas los encuentros que hacen que las amistades duren. Sueles valorar la lealtad y la comunicación abierta, y puede dolerte que tu esfuerzo no sea correspondido.',
        'En la pareja puedes ser muy entregado, y en ocasiones tu pareja puede sentir que tus planes para la relación dejan poco espacio a los suyos. En un conflicto, quizá intentes restablecer la armonía rápidamente, a veces antes de resolver el problema real. Deja que el desacuerdo respire, pregunta qué quiere la otra persona y comparte tu dolor con honestidad.',
      ],
      [
        'Comprueba que tus planes para los demás son planes que ellos quieren.',
        'Deja que un conflicto quede sin resolver un día si hace falta.',
        'Di lo que necesitas en lugar de esperar a que lo noten.',
        'Fíjate en quién te corresponde e invierte ahí.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar donde la comunicación y el desarrollo humano son centrales: docencia, coaching, formación, recursos humanos, orientación psicológica, trabajo comunitario, relaciones públicas, dirección comercial, política o gestión de equipos. Las organizaciones con una misión clara y una cultura colaborativa suelen sacar lo mejor de tu energía.',
        'Entre los riesgos están cargar con los problemas de todos, tener dificultades en entornos impersonales o guiados solo por los números y hacer depender tu autoestima de la aprobación en el trabajo. Ayuda fijar límites claros al esfuerzo emocional, familiarizarte con las herramientas y decisiones analíticas y medir tu contribución tanto por los resultados como por las relaciones.',
      ],
      [
        'Busca puestos en los que desarrollar a las personas forme parte del trabajo.',
        'Limita a cuántos colegas apoyas al mismo tiempo.',
        'Desarrolla una habilidad analítica que refuerce tus propuestas.',
        'Mide los resultados, no solo el ambiente del equipo.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más reservados u orientados al Pensamiento, las personas con este perfil suelen asumir un papel activo en la cohesión, la comunicación y la motivación del equipo. En la colaboración tienden a facilitar, a asegurarse de que todos sean escuchados y a hacer de puente entre puntos de vista distintos. Puede costarles más dar malas noticias o decir que no.',
        'Como líderes, suelen guiar con inspiración, ánimo y una organización clara. Sus decisiones sopesan el impacto humano junto con los objetivos y normalmente se explican bien, lo que genera compromiso. Los colegas que prefieren el Pensamiento pueden complementarlos con un análisis distante, y quienes prefieren la Percepción pueden aportar flexibilidad cuando los planes deben cambiar.',
      ],
      [
        'Colaboración: facilitador, conector y motivador.',
        'Liderazgo: inspirador y organizado; puede evitar la retroalimentación difícil.',
        'Toma de decisiones: equilibra los objetivos con las necesidades de las personas.',
        'Se complementa con colegas analíticos y francos.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, lleva un registro sencillo de los favores, la ayuda y el apoyo emocional que das y, al lado, de lo que recibes. El objetivo no es llevar la cuenta, sino ver si tu energía fluye hacia relaciones que también te nutren. Ajusta un compromiso según lo que observes.',
        'A lo largo de 90 días, practica dar cada semana una opinión honesta y constructiva, expresada con cariño pero sin suavizar el mensaje hasta que desaparezca. Paralelamente, elige una meta personal que no tenga nada que ver con ayudar a nadie. Los mentores se fortalecen cuando también invierten en su propio desarrollo.',
      ],
      [
        'Días 1 a 30: registra el apoyo que das y el que recibes.',
        'Ajusta un compromiso que te agote.',
        'Días 31 a 90: da una opinión clara por semana.',
        'Persigue una meta que sea solo para tu propio crecimiento.',
      ],
    ),
    additional_test: s(
      [
        'El test de relaciones emocionales explora cómo equilibras la cercanía y la independencia, algo útil para un perfil que invierte tanto en los demás. Puede revelar si tiendes a dar más de lo que pides y qué te ayuda a sentirte seguro cuando las relaciones atraviesan tensiones.',
        'El test de mapeo psicológico ofrece puntuaciones de los Cinco Grandes, como la amabilidad y la estabilidad emocional, que pueden mostrar cuánto te inclinas a complacer. La evaluación de intereses profesionales puede confirmar qué campos centrados en las personas te encajan mejor, y el test de desarrollo personal sugiere hábitos de autocuidado y límites.',
      ],
      [
        'Relaciones emocionales: dar y recibir en la cercanía.',
        'Mapeo psicológico: niveles de amabilidad y estabilidad.',
        'Evaluación de intereses profesionales: campos centrados en las personas.',
        'Desarrollo personal: límites y hábitos de autocuidado.',
      ],
    ),
    further_reading: s(
      [
        'Cómo ganar amigos e influir sobre las personas, de Dale Carnegie, sigue siendo un clásico práctico de la comunicación, y la idea de franqueza radical de Kim Scott, que consiste en preocuparse personalmente por alguien mientras se le plantea un desafío directo, toca un área de crecimiento habitual para este tipo. Las Vidas paralelas de Plutarco ofrecen retratos antiguos pero vívidos del liderazgo y el carácter.',
        'Para encontrar equilibrio, infórmate sobre la necesidad de complacer y los límites, y sobre la fatiga por compasión, que explica cómo pueden agotarse los profesionales que cuidan a otros. La idea de acompañar con preguntas en lugar de respuestas, muy conocida gracias al modelo GROW, puede ayudarte a apoyar a otros dejando que ellos sean dueños de sus decisiones.',
      ],
      [
        'Dale Carnegie, Cómo ganar amigos e influir sobre las personas.',
        'Kim Scott, Radical Candor.',
        'Plutarco, Vidas paralelas.',
        'Temas: modelo de coaching GROW, límites, fatiga por compasión.',
      ],
    ),
  },
};

const ENFP: TypeReportContent = {
  description:
    'El Inspirador combina un entusiasmo orientado a los demás con una imaginación vívida y un interés cálido por las personas. Quienes tienen este perfil suelen ver posibilidades en todas partes, conectar ideas y personas de formas sorprendentes y dar energía a todo lo que despierta su interés. Normalmente prefieren la libertad y la variedad a las rutinas estrictas.',
  keywords: ['Entusiasta', 'Imaginativo', 'Cálido', 'Curioso', 'Expresivo', 'Espontáneo', 'Alentador'],
  famousPeople: ['Robin Williams', 'Walt Disney', 'Oscar Wilde', 'Ana Shirley (Ana de las Tejas Verdes)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Intuición, el Sentimiento y la Percepción. Sueles ganar energía con las personas y las experiencias nuevas, notar posibilidades y conexiones, decidir pensando en los valores y las personas, y mantener abiertas tus opciones. Juntas, estas preferencias describen a alguien que disfruta explorando la vida e invitando a otros a acompañarle.',
        'Este resultado no dice que seas disperso, superficial o incapaz de concentrarte. Describe lo que suele darte energía y hacia dónde va tu atención. Si algunas puntuaciones están cerca del punto medio, también puedes ser bastante reflexivo u organizado en ciertos contextos. Toma el perfil como el inicio de una conversación sobre ti, no como la última palabra.',
      ],
      [
        'El entusiasmo es una preferencia por la novedad, no falta de profundidad.',
        'Tu tipo no predice el éxito ni el fracaso.',
        'Las puntuaciones cercanas al punto medio indican hábitos flexibles.',
        'Fíjate en qué partes encajan contigo y cuáles no.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir creatividad, optimismo, calidez y capacidad de inspirar. Sabes detectar el talento de los demás, generar ideas con rapidez y hacer que la gente se sienta bienvenida. Cuando algo te importa, tu energía es contagiosa y puedes reunir a personas en torno a proyectos que otros consideraban imposibles.',
        'Los puntos ciegos pueden incluir empezar más cosas de las que terminas, subestimar los detalles rutinarios y sentirte inquieto cuando la vida se vuelve previsible. También puedes cargar con los problemas de otros y acabar desbordado. Crecer pasa por elegir menos prioridades, crear estructuras ligeras que protejan tu libertad y notar cuándo el entusiasmo esconde que estás evitando algo más difícil.',
      ],
      [
        'Limita los proyectos activos a tres a la vez.',
        'Haz breves revisiones diarias para mantener vivas tus rutinas.',
        'Termina algo pequeño antes de celebrar una idea nueva.',
        'Cuando una idea nueva te parezca urgente, pregúntate qué podrías estar evitando.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles hacer amigos con facilidad y mantener un círculo amplio y variado. La gente aprecia tu curiosidad, tu humor y tu interés genuino por su vida. A menudo reúnes a tus amistades y consigues que los planes corrientes parezcan aventuras. Al mismo tiempo, quizá anheles unos pocos vínculos profundos en los que puedas ser tú por completo.',
        'En la pareja sueles ser cariñoso y comprensivo, y a veces tu pareja puede desear más constancia o que cumplas los planes. En un conflicto, puede que te sientas herido rápido y lo superes igual de rápido, mientras la otra persona todavía lo está procesando. Ve más despacio para escuchar por completo su versión y acuerden juntos qué va a cambiar.',
      ],
      [
        'Cumple los planes que propones.',
        'En un conflicto, deja espacio al ritmo más lento de la otra persona.',
        'Invierte de forma deliberada en unas pocas amistades profundas.',
        'Di lo que necesitas en lugar de esperar que lo adivinen.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que combinan personas, ideas y variedad: marketing, comunicación, periodismo, docencia, coaching, orientación psicológica, entretenimiento, diseño, emprendimiento o cualquier equipo creativo. Los entornos que acogen las ideas nuevas, permiten horarios flexibles y valoran el entusiasmo suelen sacar lo mejor de ti.',
        'Entre los riesgos están el aburrimiento en puestos repetitivos, la dificultad con la administración detallada y la tendencia a decir que sí a demasiadas oportunidades atractivas. Te beneficia crear rutinas que resuelvan automáticamente las partes aburridas, asociarte con colegas atentos a los detalles y elegir proyectos conectados con tus valores más profundos.',
      ],
      [
        'Busca puestos con variedad, personas y espacio para las ideas.',
        'Automatiza o agrupa las tareas rutinarias.',
        'Trabaja con compañeros atentos a los detalles.',
        'Contrasta las nuevas oportunidades con tus metas a largo plazo.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Sensación y el Juicio, las personas con este perfil son más propensas a aportar ideas frescas, entusiasmo y una atención al potencial de las personas. En la colaboración suelen impulsar las lluvias de ideas, conectar a personas de distintos equipos y levantar la moral. Pueden necesitar apoyo para convertir las ideas en planes con plazos claros.',
        'Como líderes, suelen inspirar con su visión y su aliento y dan a las personas margen para experimentar. Sus decisiones se guían por los valores y las posibilidades y pueden cambiar a medida que surgen nuevas opciones, lo que mantiene adaptable al equipo pero puede generar incertidumbre. Los colegas estructurados les ayudan a asegurarse de que las buenas ideas se conviertan en resultados fiables.',
      ],
      [
        'Colaboración: generador de ideas e impulsor de la moral.',
        'Liderazgo: inspirador y da autonomía; puede faltar estructura.',
        'Toma de decisiones: guiada por valores y abierta al cambio.',
        'Se complementa con colegas organizados y atentos a los detalles.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, elige una meta con sentido y define tres acciones concretas que harás cada semana para avanzar en ella. Haz un seguimiento sencillo, por ejemplo con marcas en un calendario. Observa cuándo una idea nueva te aparta del camino, anótala y vuelve a la meta elegida.',
        'A lo largo de 90 días, crea una rutina estable que apoye tu energía, como un horario de sueño regular, ejercicio o una sesión semanal de planificación. Añade una reflexión mensual sobre qué relaciones y proyectos importan de verdad. Los inspiradores que construyen un poco de estructura alrededor de su entusiasmo suelen descubrir que les da más libertad, no menos.',
      ],
      [
        'Días 1 a 30: tres acciones semanales para una meta elegida.',
        'Anota las ideas nuevas sin actuar sobre ellas de inmediato.',
        'Días 31 a 90: crea una rutina estable para tu energía.',
        'Cada mes: reflexiona sobre qué proyectos y personas importan más.',
      ],
    ),
    additional_test: s(
      [
        'La evaluación de intereses profesionales puede ayudarte a enfocar tus muchos intereses en campos donde se premian las personas y la creatividad. El test de desarrollo personal destaca hábitos, como la constancia, que pueden hacer tu entusiasmo más eficaz con el tiempo, y lo hace en pasos pequeños y realistas en lugar de grandes propósitos que se desvanecen al cabo de una semana.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, por ejemplo la responsabilidad y la apertura, que explican el equilibrio entre explorar y completar. El test de relaciones emocionales explora la cercanía y la independencia, lo que puede aclarar por qué quizá anhelas a la vez una conexión profunda y mucha libertad.',
      ],
      [
        'Evaluación de intereses profesionales: un foco para tus muchos intereses.',
        'Desarrollo personal: constancia y rutinas.',
        'Mapeo psicológico: niveles de apertura y responsabilidad.',
        'Relaciones emocionales: conexión y libertad.',
      ],
    ),
    further_reading: s(
      [
        'Libera tu magia, de Elizabeth Gilbert, explora la vida creativa con calidez y humor, y Fluir (Flow), de Mihaly Csikszentmihalyi, explica el estado de implicación profunda que los inspiradores suelen perseguir. Ana de las Tejas Verdes, de Lucy Maud Montgomery, es un retrato clásico de un espíritu imaginativo y entusiasta.',
        'Para llegar hasta el final, infórmate sobre el apilamiento de hábitos y las intenciones de implementación, ideas muy conocidas que vinculan hábitos nuevos a rutinas existentes. La idea del esencialismo, la búsqueda disciplinada de menos, sirve de contrapeso a decir que sí a todo y puede ayudarte a elegir dónde tu energía marca la mayor diferencia.',
      ],
      [
        'Elizabeth Gilbert, Libera tu magia.',
        'Mihaly Csikszentmihalyi, Fluir (Flow).',
        'Greg McKeown, Esencialismo.',
        'Lucy Maud Montgomery, Ana de las Tejas Verdes.',
        'Temas: apilamiento de hábitos, intenciones de implementación.',
      ],
    ),
  },
};

const ISTJ: TypeReportContent = {
  description:
    'El Custodio combina una energía tranquila y constante con la atención a los hechos, la responsabilidad y los métodos probados. Las personas con este perfil suelen cumplir su palabra, organizar su trabajo con cuidado y asegurarse de que nada importante se les escape. Normalmente prefieren un plan claro y un enfoque bien probado a la improvisación.',
  keywords: ['Fiable', 'Minucioso', 'Práctico', 'Leal', 'Sistemático', 'Responsable', 'Sereno'],
  famousPeople: ['George Washington', 'La reina Isabel II', 'Angela Merkel', 'Hermione Granger (Harry Potter)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Sensación, el Pensamiento y el Juicio. Sueles recargar energía en la calma, confiar en los hechos concretos y la experiencia, decidir con lógica y sentido de la justicia, y preferir el orden y las cosas cerradas. Juntas, estas preferencias describen a alguien que aporta fiabilidad, atención cuidadosa y sentido del deber a todo lo que emprende.',
        'El perfil no significa que seas rígido, poco imaginativo o indiferente a los sentimientos. Muestra a qué enfoques recurres primero. Si tus puntuaciones de Sensación o Juicio están cerca del punto medio, quizá estés más abierto a experimentar de lo que sugiere la descripción clásica. Lee tu resultado como un reflejo de hábitos, no como un límite a lo que puedes aprender.',
      ],
      [
        'Las preferencias son hábitos de atención, no capacidades.',
        'Valorar la tradición no significa resistirse a todo cambio.',
        'Las puntuaciones intermedias indican comodidad con ambos enfoques.',
        'Tu resultado es un punto de partida para reflexionar.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir fiabilidad, precisión, paciencia y un fuerte sentido de la responsabilidad. Llevas registros, cumples tus compromisos y notas detalles que a otros se les escapan. La gente suele confiar en ti porque sabe que lo que prometes se hará, y se hará bien, sin dramas.',
        'Los puntos ciegos pueden incluir resistirte al cambio hasta que sus beneficios estén demostrados, ser duro contigo y con los demás cuando baja el nivel y guardarte los sentimientos tanto tiempo que otros te perciban como distante. Crecer suele pasar por pequeños experimentos con métodos nuevos, expresar abiertamente tu aprecio y permitir que algunos planes sigan siendo flexibles.',
      ],
      [
        'Prueba cada mes un método nuevo en una tarea de bajo riesgo.',
        'Da las gracias en voz alta por cosas concretas.',
        'Deja algo de tiempo sin planificar en tu semana.',
        'Pregunta cómo se sienten los demás ante un cambio, no solo si funciona.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles demostrar la amistad con constancia: estar presente, recordar los compromisos y ayudar de forma práctica. Quizá tengas un círculo pequeño de amistades de muchos años y valores la honestidad y la lealtad por encima de la emoción. La gente confía en ti porque eres la misma persona de un día para otro.',
        'En la pareja, puede que expreses el amor con hechos más que con palabras, y tu pareja a veces puede querer más palabras tranquilizadoras o más espontaneidad. En un conflicto, tiendes a centrarte en los hechos y la justicia, algo valioso, pero la otra persona quizá necesite primero que se reconozcan sus sentimientos. Nombra la emoción que percibes antes de pasar a los detalles.',
      ],
      [
        'Di a las personas que te importan, no te limites a demostrarlo.',
        'Reconoce los sentimientos antes de hablar de los hechos.',
        'Acepta un plan espontáneo este mes.',
        'Explica tus razones cuando digas que no.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que valoran la exactitud, la fiabilidad y las responsabilidades claras: contabilidad, derecho, administración, ingeniería, logística, control de calidad, servicio público, salud, operaciones de TI o control de proyectos. Las organizaciones estables, con procesos definidos, normas justas y colegas que cumplen su palabra, suelen encajarte bien.',
        'Entre los riesgos están la frustración en entornos caóticos, la reticencia a adoptar herramientas nuevas hasta que estén probadas y asumir trabajo extra porque confías más en tus propios estándares que en los de otros. Ayuda explicar tus procesos para que otros puedan seguirlos, y mantenerte abierto a experimentos que podrían mejorar los métodos en los que te apoyas.',
      ],
      [
        'Busca puestos con expectativas y responsabilidades claras.',
        'Documenta tus métodos para que otros puedan compartir la carga.',
        'Ofrécete cada año para probar una herramienta nueva.',
        'Evita asumir tareas que corresponden a otros.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Intuición o la Percepción, las personas con este perfil suelen ser el núcleo estable de un equipo: revisan los detalles, cumplen los plazos y se aseguran de que se sigan los procedimientos. En la colaboración suelen preferir roles claros y acuerdos por escrito, y pueden intervenir sobre todo cuando se tergiversan los hechos.',
        'Como líderes, suelen guiar con el ejemplo, fijando expectativas claras y encarnando la fiabilidad. Sus decisiones tienden a ser cuidadosas, basadas en la evidencia y los precedentes, y coherentes en el tiempo. Los colegas con preferencia por la Intuición o el Sentimiento pueden complementarlos proponiendo nuevas posibilidades y atendiendo a la moral en los periodos de cambio.',
      ],
      [
        'Colaboración: fiable, atento a los detalles, claro en los roles.',
        'Liderazgo: con el ejemplo y los estándares; puede resistirse al cambio.',
        'Toma de decisiones: basada en la evidencia, coherente, cuidadosa.',
        'Se complementa con colegas imaginativos y centrados en las personas.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, elige una rutina que realices de forma automática y pregúntate si todavía cumple su propósito. Prueba una pequeña variación y anota los resultados. Así creas el hábito de mejorar de forma deliberada y con poco riesgo, sin perder la estabilidad y la previsibilidad que valoras.',
        'A lo largo de 90 días, practica expresar aprecio y sentimientos con palabras. Una vez por semana, dile a alguien concretamente qué valoras de esa persona. Añade una revisión mensual en la que preguntes a un colega o a tu pareja qué podrías hacer de otra manera. Los custodios que combinan fiabilidad con apertura a las opiniones suelen convertirse en las personas a las que otros acuden en cualquier situación.',
      ],
      [
        'Días 1 a 30: revisa una rutina y prueba una variación.',
        'Cada semana: expresa un aprecio concreto.',
        'Días 31 a 90: pide opiniones cada mes.',
        'Lleva un breve registro de los cambios que funcionaron.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la responsabilidad y la apertura, que pueden mostrar cuánto valoras el orden y lo abierto que estás a nuevas experiencias. Verlos como rasgos continuos puede ayudarte a notar dónde eres más flexible de lo que sugiere tu tipo.',
        'La evaluación de intereses profesionales puede comparar campos en los que se premian la exactitud y la responsabilidad. El test de relaciones emocionales explora cómo expresas la cercanía, algo útil si tu pareja te pide más palabras o más espontaneidad. El test de CI de matrices mide el razonamiento abstracto, una dimensión distinta de tus preferencias.',
      ],
      [
        'Mapeo psicológico: niveles de responsabilidad y apertura.',
        'Evaluación de intereses profesionales: campos que premian la fiabilidad.',
        'Relaciones emocionales: expresar la cercanía.',
        'Test de CI de matrices: razonamiento abstracto como medida aparte.',
      ],
    ),
    further_reading: s(
      [
        'El efecto Checklist, de Atul Gawande, muestra cómo las rutinas cuidadosas salvan vidas y esfuerzo, un mensaje que suele resonar en este perfil. Las Meditaciones de Marco Aurelio ofrecen reflexiones sobre el deber y la firmeza, y la Autobiografía de Benjamin Franklin describe su famoso sistema para practicar las virtudes una a una.',
        'Para ampliar tu zona de confort, infórmate sobre la mentalidad de crecimiento, popularizada por Carol Dweck, y sobre la idea de los pequeños experimentos, o kaizen, que mejora los procesos paso a paso sin abandonar lo que funciona. Los cinco lenguajes del amor, de Gary Chapman, puede ayudarte a expresar cariño de formas que los demás reconozcan.',
      ],
      [
        'Atul Gawande, El efecto Checklist.',
        'Marco Aurelio, Meditaciones.',
        'Benjamin Franklin, Autobiografía.',
        'Carol Dweck, Mindset: la actitud del éxito.',
        'Temas: kaizen, lenguajes del amor, mejora deliberada.',
      ],
    ),
  },
};

const ISFJ: TypeReportContent = {
  description:
    'El Protector combina una energía tranquila y atenta con una amabilidad práctica y un fuerte sentido del deber. Las personas con este perfil suelen notar lo que necesitan los demás, recordar los detalles que importan y trabajar con constancia para que la vida funcione sin tropiezos. Normalmente valoran la estabilidad, la lealtad y la tradición.',
  keywords: ['Atento', 'Leal', 'Observador', 'Práctico', 'Fiable', 'Modesto', 'Paciente'],
  famousPeople: ['Rosa Parks', 'Sam Gamyi (El Señor de los Anillos)', 'Dr. John Watson (historias de Sherlock Holmes)', 'Capitán América (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Sensación, el Sentimiento y el Juicio. Sueles recargar energía en la calma, prestar atención a los detalles concretos y a la experiencia pasada, tomar decisiones cuidando a las personas y la armonía, y preferir que las cosas estén organizadas. Juntas, estas preferencias describen a alguien que apoya a los demás de forma constante y práctica.',
        'El resultado no significa que te dejes pisar ni que te disguste el cambio. Describe hábitos de atención y de elección. Si tus puntuaciones de Sentimiento o Juicio están cerca del punto medio, quizá seas más analítico o espontáneo de lo que sugiere la descripción típica. Toma el perfil como una invitación a reflexionar, no como una regla que seguir.',
      ],
      [
        'Cuidar de otros es una preferencia, no una obligación.',
        'Valorar la estabilidad no significa rechazar el cambio.',
        'Las puntuaciones intermedias sugieren flexibilidad.',
        'Compara el perfil con tu comportamiento real.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir lealtad, paciencia, atención al detalle y un don para el cuidado práctico. Recuerdas las preferencias de las personas, te anticipas a sus necesidades y resuelves en silencio los problemas antes de que otros los noten. Equipos, amistades y familias suelen sentirse más tranquilos y seguros simplemente porque estás ahí.',
        'Los puntos ciegos pueden incluir dejar tus propias necesidades para el final, que te cueste decir que no y sentirte poco valorado cuando tu esfuerzo pasa desapercibido. También puede que dudes en probar enfoques nuevos. Crecer pasa por nombrar tus necesidades, aceptar ayuda y dejar que los demás vean tus aportaciones en lugar de esconderlas entre bastidores.',
      ],
      [
        'Di que no a una petición cada semana sin disculparte.',
        'Cuéntales a las personas cuando has hecho algo por ellas.',
        'Pide ayuda en una tarea que sueles hacer solo.',
        'Reserva tiempo para algo que sea solo tuyo.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Tus amistades suelen verte como alguien amable, leal y de confianza. Demuestras cariño con gestos considerados: una comida cuando alguien está enfermo, un mensaje en un aniversario difícil, un favor hecho sin que te lo pidan. Quizá prefieras un círculo estable de amistades cercanas y valores las relaciones que duran años.',
        'En la pareja, a menudo eres entregado y atento, y puede que esperes que tu pareja note tus necesidades sin que se las digas. En un conflicto, quizá evites la confrontación y dejes que el dolor crezca en silencio. Ayuda plantear las preocupaciones pronto, decir con claridad lo que necesitas y confiar en que una conversación honesta protege la armonía en lugar de amenazarla.',
      ],
      [
        'Expresa tus necesidades directamente en lugar de insinuarlas.',
        'Plantea las pequeñas preocupaciones antes de que crezcan.',
        'Acepta con naturalidad el cuidado de los demás.',
        'Recuerda que un desacuerdo puede profundizar la confianza.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos donde el cuidado y la fiabilidad marcan una diferencia visible: enfermería y salud, docencia, trabajo social, administración, atención al cliente, recursos humanos, bibliotecas y archivos o gestión de oficinas. Los equipos estables, con expectativas claras y colegas respetuosos, suelen encajarte.',
        'Entre los riesgos están asumir demasiado porque no quieres decepcionar a nadie, restar importancia a tus logros y quedarte en puestos donde tu esfuerzo se da por sentado. Ayuda llevar un registro de lo que consigues, negociar tu carga de trabajo y hablar de tus aportaciones en las evaluaciones para que tu valor sea visible y reconocido.',
      ],
      [
        'Busca puestos con expectativas claras e impacto visible.',
        'Lleva una lista semanal de tus logros.',
        'Negocia tu carga de trabajo antes de aceptar tareas extra.',
        'Practica hablar de tu trabajo en términos concretos.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más extravertidos u orientados al Pensamiento, las personas con este perfil suelen contribuir con un apoyo constante, atención al detalle y cuidado por sus compañeros. En la colaboración a menudo se encargan de las tareas que otros pasan por alto y tienen presentes las necesidades prácticas del equipo. Pueden dudar a la hora de expresar desacuerdo en grupo.',
        'Como líderes, suelen guiar con el servicio y el ejemplo, formando equipos leales y rutinas estables. Sus decisiones tienden a ser cuidadosas, respetuosas con los precedentes y atentas a su efecto en las personas. Los colegas con preferencia por la Intuición o el Pensamiento pueden complementarlos impulsando enfoques nuevos y tomando decisiones difíciles cuando hace falta.',
      ],
      [
        'Colaboración: solidario, minucioso, fiable.',
        'Liderazgo: orientado al servicio; puede evitar la confrontación.',
        'Toma de decisiones: cuidadosa, atenta a las personas, basada en precedentes.',
        'Se complementa con colegas innovadores y que dicen lo que piensan.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, escribe cada noche una cosa que hiciste por otra persona y una que hiciste por ti. Si la segunda columna sigue vacía, planea algo pequeño para el día siguiente. Así el autocuidado se vuelve tan concreto como el cuidado que das a los demás.',
        'A lo largo de 90 días, practica una conversación asertiva al mes: pedir ayuda, rechazar una petición o compartir una preocupación. Prepárate escribiendo lo que quieres decir en dos o tres frases. Los protectores que aprenden a cuidar su propia energía pueden seguir cuidando de otros sin agotarse.',
      ],
      [
        'Días 1 a 30: nota diaria del cuidado dado y del autocuidado.',
        'Planea cada semana algo pequeño para ti.',
        'Días 31 a 90: una conversación asertiva al mes.',
        'Prepara por escrito las frases clave con antelación.',
      ],
    ),
    additional_test: s(
      [
        'El test de relaciones emocionales explora la cercanía, la confianza y la independencia, lo que puede mostrar si tiendes a dar más de lo que recibes y qué te ayuda a sentirte seguro. El test de desarrollo personal sugiere pasos prácticos y cotidianos para poner límites y ganar una confianza serena.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la amabilidad y la estabilidad emocional, que pueden explicar cuánto tiendes a adaptarte a los demás y cómo respondes al estrés. La evaluación de intereses profesionales puede ayudarte a encontrar puestos en los que tu cuidado y tu fiabilidad se valoren y se recompensen en lugar de darse por sentados.',
      ],
      [
        'Relaciones emocionales: dar y recibir cuidado.',
        'Desarrollo personal: límites y confianza.',
        'Mapeo psicológico: niveles de amabilidad y estrés.',
        'Evaluación de intereses profesionales: puestos que valoran el cuidado.',
      ],
    ),
    further_reading: s(
      [
        'Los dones de la imperfección, de Brené Brown, aborda de forma accesible la valía personal y los límites, y Los cinco lenguajes del amor, de Gary Chapman, puede ayudarte a ver cómo dan y reciben cuidado los demás. Mujercitas, de Louisa May Alcott, ofrece un retrato clásico de la entrega y la vida familiar.',
        'Para crecer, infórmate sobre la asertividad, la habilidad de expresar necesidades con respeto, y sobre la fatiga por compasión, que explica por qué las personas que cuidan pueden agotarse. Llevar un diario de gratitud es una forma sencilla y conocida de notar cada día tanto lo que das como lo que recibes.',
      ],
      [
        'Brené Brown, Los dones de la imperfección.',
        'Gary Chapman, Los cinco lenguajes del amor.',
        'Louisa May Alcott, Mujercitas.',
        'Temas: asertividad, fatiga por compasión, diario de gratitud.',
      ],
    ),
  },
};

const ESTJ: TypeReportContent = {
  description:
    'El Organizador combina una energía orientada hacia fuera con un enfoque práctico basado en los hechos y una fuerte preferencia por el orden y la eficiencia. Las personas con este perfil suelen hacerse cargo de la logística, fijar expectativas claras y asegurarse de que el trabajo se haga a tiempo. Normalmente valoran las normas que funcionan, las opiniones honestas y los resultados visibles.',
  keywords: ['Organizado', 'Práctico', 'Directo', 'Responsable', 'Eficiente', 'Decidido', 'Leal'],
  famousPeople: ['Henry Ford', 'Lyndon B. Johnson', 'La jueza Judy Sheindlin', 'Monica Geller (Friends)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Sensación, el Pensamiento y el Juicio. Sueles sacar energía de la acción y las personas, confiar en los hechos concretos, decidir con lógica y sentido de la justicia, y disfrutar de los planes, los horarios y las cosas cerradas. Juntas, estas preferencias describen a alguien que convierte los objetivos en resultados organizados y fiables.',
        'El perfil no significa que seas mandón o inflexible; describe las herramientas a las que recurres primero. Si tus puntuaciones de Pensamiento o Juicio están cerca del punto medio, también puedes ser bastante adaptable y atento a los sentimientos. Lee el resultado como un mapa de tu estilo por defecto y fíjate en dónde tu comportamiento real se aparta de él.',
      ],
      [
        'Las preferencias muestran un estilo, no una competencia.',
        'La franqueza es un hábito de comunicación, no un veredicto sobre las personas.',
        'Las puntuaciones cercanas al punto medio indican flexibilidad.',
        'Usa el resultado para reflexionar, no para etiquetarte.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir organización, determinación, sentido práctico y una gran ética de trabajo. Sabes poner orden en el caos, tomar decisiones claras bajo presión y hacer que las personas rindan cuentas. Los grupos suelen sentirse más seguros porque saben lo que se espera de ellos y que alguien mantiene las cosas encaminadas.',
        'Los puntos ciegos pueden incluir impaciencia con las personas más lentas o menos estructuradas, descartar ideas nuevas que carecen de pruebas y expresar críticas con más facilidad que reconocimiento. Crecer suele pasar por escuchar antes de decidir, probar a pequeña escala enfoques poco conocidos y acostumbrarte a reconocer el esfuerzo además de los resultados.',
      ],
      [
        'Haz una pregunta antes de corregir a alguien.',
        'Elogia de forma concreta al menos tan a menudo como criticas.',
        'Prueba una idea no demostrada en un contexto de bajo riesgo.',
        'Deja de vez en cuando que otra persona fije el plan.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Tus amistades suelen verte como alguien leal, directo y que hace que los planes se cumplan. Demuestras cariño organizando, protegiendo y ayudando de forma práctica. Quizá prefieras amistades fiables y honestas, y disfrutes de tradiciones como las cenas periódicas o los viajes anuales.',
        'En la pareja, tu claridad y tu fiabilidad son fortalezas, aunque tu pareja a veces puede sentir que sus aportaciones quedan anuladas. En un conflicto, quizá te centres en quién tiene razón y en lo que hay que hacer, mientras la otra persona necesita sentirse escuchada. Ve más despacio, refleja sus sentimientos e invítala a proponer soluciones antes de ofrecer las tuyas.',
      ],
      [
        'Pide la opinión de la otra persona antes de dar la tuya.',
        'Suaviza el tono sin diluir el mensaje.',
        'Comparte las decisiones en lugar de anunciarlas.',
        'Reserva tiempo para diversión sin planificar en compañía.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que premian la organización y la responsabilidad: dirección, operaciones, finanzas, fuerzas del orden, ejército, gestión de proyectos, administración, logística y dirección comercial. Las jerarquías claras, los objetivos medibles, las normas justas y los colegas competentes que cumplen sus compromisos suelen sacar lo mejor de tu trabajo.',
        'Entre los riesgos están la frustración ante la ambigüedad, los conflictos con colegas que valoran la flexibilidad y el agotamiento por asumir demasiada responsabilidad. Ayuda acostumbrarte a la incertidumbre, pedir la opinión de personas que piensan distinto y recordar que un proceso es una herramienta al servicio de las personas, y no al revés.',
      ],
      [
        'Busca puestos con objetivos y responsabilidades claros.',
        'Invita a opiniones discrepantes antes de las grandes decisiones.',
        'Pon límites a la cantidad de responsabilidad que asumes.',
        'Revisa los procesos cada año para ver cuáles ya no sirven.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Intuición o la Percepción, las personas con este perfil suelen centrarse en la ejecución, los estándares y los plazos. En la colaboración a menudo asumen funciones de coordinación, aclaran quién hace qué y hacen el seguimiento. Pueden impacientarse en lluvias de ideas abiertas que no desembocan en decisiones.',
        'Como líderes, suelen aportar estructura, expectativas claras y un seguimiento constante. Sus decisiones tienden a ser rápidas, prácticas y basadas en la experiencia. Los colegas que prefieren la Intuición pueden complementarlos sugiriendo enfoques nuevos, y quienes prefieren el Sentimiento pueden ayudarles a tener en cuenta la moral y cómo se recibirán los cambios.',
      ],
      [
        'Colaboración: coordinador, claro en roles y plazos.',
        'Liderazgo: estructurado y constante; puede parecer rígido.',
        'Toma de decisiones: rápida, práctica, basada en la experiencia.',
        'Se complementa con colegas imaginativos y empáticos.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, practica hacer al menos una pregunta abierta en cada reunión antes de proponer una solución. Anota lo que aprendes y si la decisión final cambia. Así incorporas la escucha a tu determinación natural sin frenarte demasiado.',
        'A lo largo de 90 días, elige un ámbito del trabajo o de casa en el que sueles poner las normas e invita a otros a rediseñarlo. Apoya su enfoque aunque sea distinto del tuyo y revisen juntos el resultado. Los organizadores que comparten la responsabilidad suelen formar equipos capaces de funcionar bien incluso cuando ellos no están.',
      ],
      [
        'Días 1 a 30: haz una pregunta abierta antes de proponer.',
        'Anota lo que cambió gracias a escuchar.',
        'Días 31 a 90: deja que otros rediseñen un proceso.',
        'Revisa los resultados en equipo, no en solitario.',
      ],
    ),
    additional_test: s(
      [
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la amabilidad y la apertura, que pueden mostrar cómo se comparan tu franqueza y tu preferencia por los métodos probados con las de otras personas. Verlos como rasgos continuos puede señalar dónde pequeños ajustes marcarían una gran diferencia en cómo te perciben.',
        'La evaluación de intereses profesionales puede confirmar qué puestos de organización o liderazgo encajan con tus intereses. El test de relaciones emocionales explora la cercanía y la independencia, lo que puede ayudarte si tu pareja te pide más expresión emocional. El test de desarrollo personal sugiere hábitos concretos de paciencia y escucha.',
      ],
      [
        'Mapeo psicológico: niveles de amabilidad y apertura.',
        'Evaluación de intereses profesionales: campos de liderazgo y organización.',
        'Relaciones emocionales: expresar la cercanía.',
        'Desarrollo personal: hábitos de paciencia y escucha.',
      ],
    ),
    further_reading: s(
      [
        'Los 7 hábitos de la gente altamente efectiva, de Stephen Covey, ofrece un enfoque estructurado de la eficacia personal y profesional que suele atraer a los organizadores. El ejecutivo eficaz, de Peter Drucker, trata del tiempo, las prioridades y las decisiones, y los escritos estoicos de Epicteto enseñan a centrarse en lo que depende de uno mismo.',
        'Para ampliar tu enfoque, infórmate sobre la escucha activa y el liderazgo situacional, que propone adaptar tu estilo a la experiencia y la seguridad de cada persona. El concepto de seguridad psicológica explica por qué los equipos comparten los problemas con más franqueza con líderes que invitan al desacuerdo, un complemento útil a unos estándares claros.',
      ],
      [
        'Stephen Covey, Los 7 hábitos de la gente altamente efectiva.',
        'Peter Drucker, El ejecutivo eficaz.',
        'Epicteto, Enquiridión.',
        'Temas: liderazgo situacional, escucha activa, seguridad psicológica.',
      ],
    ),
  },
};

const ESFJ: TypeReportContent = {
  description:
    'El Anfitrión combina una calidez orientada a los demás con una atención práctica a las necesidades de las personas y el gusto por la armonía y el orden. Las personas con este perfil suelen hacer que los demás se sientan bienvenidos, organizan encuentros y equipos con esmero y están pendientes de los detalles que hacen que todos se sientan atendidos. A menudo valoran la tradición, la lealtad y el reconocimiento.',
  keywords: ['Sociable', 'Atento', 'Organizado', 'Leal', 'Considerado', 'Cooperativo', 'Generoso'],
  famousPeople: ['Molly Weasley (Harry Potter)', 'Taylor Swift', 'Hugh Jackman', 'Leslie Knope (Parks and Recreation)'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Sensación, el Sentimiento y el Juicio. Sueles sacar energía de las personas, notar los detalles concretos, tomar decisiones pensando en los sentimientos de los demás y en la armonía, y preferir que las cosas estén planificadas y cerradas. Juntas, estas preferencias describen a alguien que crea entornos cálidos y bien organizados en los que los demás se sienten incluidos.',
        'El resultado no significa que solo busques agradar ni que evites las decisiones difíciles. Describe aquello a lo que prestas atención primero. Si tus puntuaciones de Sentimiento o Juicio están cerca del punto medio, puedes ser bastante lógico o flexible cuando hace falta. Lee el perfil como una descripción de preferencias que puedes usar de forma consciente.',
      ],
      [
        'Las preferencias muestran hábitos, no límites.',
        'Valorar la armonía no significa evitar todo conflicto.',
        'Las puntuaciones intermedias sugieren flexibilidad.',
        'Compara el perfil con cómo actúas en distintos roles.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir calidez, generosidad, organización y un talento para reunir a la gente. Notas quién se siente excluido, recuerdas las fechas importantes y creas tradiciones que dan a los grupos un sentido de pertenencia. Las personas suelen sentirse cuidadas en tu presencia, y los equipos funcionan mejor cuando participas.',
        'Los puntos ciegos pueden incluir depender de la aprobación de los demás, tomarte las críticas como algo personal y descuidar tus propias necesidades mientras cuidas de todos. También puede que te resistas a los cambios que alteran las rutinas conocidas. Crecer pasa por separar tu valía de las reacciones de los demás, pedir directamente lo que necesitas y dar una oportunidad justa a los enfoques nuevos.',
      ],
      [
        'Fíjate en cuándo buscas aprobación y haz una pausa antes de actuar.',
        'Pide opiniones sobre tus ideas, no sobre tu amabilidad.',
        'Reserva una tarde a la semana para ti.',
        'Prueba un cambio en casa o en el trabajo antes de juzgarlo.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles ser una amistad activa y generosa, que mantiene el contacto, organiza encuentros y celebra los logros de los demás. Tus amistades valoran tu fiabilidad y tu habilidad para hacerlas sentir especiales. Quizá disfrutes de una red social amplia y te sientas más feliz cuando las personas a tu alrededor se llevan bien.',
        'En la pareja, a menudo eres entregado y atento, y quizá esperes el mismo esfuerzo a cambio. En un conflicto, puede que te esfuerces mucho por suavizar las cosas y te duela que tu cuidado no se reconozca. Di con claridad lo que necesitas, acepta que cierta tensión es normal y deja a la otra persona espacio para discrepar sin verlo como un rechazo.',
      ],
      [
        'Da las gracias, y pide también que te las den cuando lo necesites.',
        'Permite que existan desacuerdos sin arreglarlos de inmediato.',
        'Expresa tus necesidades directamente y no con indirectas.',
        'Comprueba si la ayuda es bienvenida antes de ofrecerla.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que combinan personas y organización: docencia, enfermería y salud, organización de eventos, hostelería, recursos humanos, éxito del cliente, gestión de oficinas, ventas y trabajo comunitario. Los equipos cordiales, con roles claros y reconocimiento frecuente, suelen sacar lo mejor de ti.',
        'Entre los riesgos están asumir demasiadas tareas para no decepcionar a nadie, tener dificultades en entornos impersonales o muy competitivos y sentirte agotado por los conflictos sin resolver. Ayuda poner límites, practicar la toma de decisiones correctas aunque sean impopulares y pedir reconocimiento de forma concreta.',
      ],
      [
        'Busca puestos en los que se valoren el cuidado y la coordinación.',
        'Pon un límite a los favores que aceptas cada semana.',
        'Practica comunicar decisiones impopulares con amabilidad y claridad.',
        'Lleva un registro de tus logros para las evaluaciones.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más reservados u orientados al Pensamiento, las personas con este perfil suelen asumir el papel de anfitrión del equipo: dan la bienvenida a las personas nuevas, organizan actividades compartidas y mantienen viva la comunicación. En la colaboración prestan atención tanto a los detalles prácticos como al ambiente del grupo, y la crítica abierta puede resultarles incómoda.',
        'Como líderes, suelen formar equipos leales y unidos, aportar una estructura clara y reconocer el esfuerzo de las personas. Sus decisiones tienden a sopesar el efecto en las personas y las prácticas establecidas. Los colegas que prefieren el Pensamiento o la Intuición pueden complementarlos con un análisis distante e ideas nuevas cuando el camino conocido ya no funciona.',
      ],
      [
        'Colaboración: conector, organizador, guardián de la moral.',
        'Liderazgo: solidario y estructurado; puede evitar decisiones difíciles.',
        'Toma de decisiones: atenta a las personas y práctica.',
        'Se complementa con colegas analíticos e innovadores.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, fíjate en cuándo dices que sí de forma automática. Antes de responder a una petición, haz una pausa y pregúntate si tienes tiempo y energía para ello. Anota cada vez que rechaces algo y cómo te sentiste después; mucha gente descubre que la decepción temida rara vez llega.',
        'A lo largo de 90 días, elige un interés personal que no tenga nada que ver con recibir a otros o ayudar y dedícale tiempo con regularidad. Al mismo tiempo, practica cada mes una conversación honesta en la que compartas con calma un desacuerdo. Los anfitriones que se cuidan a sí mismos tienen más calidez que ofrecer, no menos.',
      ],
      [
        'Días 1 a 30: haz una pausa antes de cada sí automático.',
        'Anota las peticiones rechazadas y lo que pasó después.',
        'Días 31 a 90: dedica tiempo regular a un interés personal.',
        'Cada mes: comparte con calma un desacuerdo.',
      ],
    ),
    additional_test: s(
      [
        'El test de relaciones emocionales explora la cercanía, la confianza y la independencia, lo que puede mostrar cuánto depende tu sensación de seguridad de la aprobación de los demás. El test de desarrollo personal ofrece pasos prácticos y cotidianos para los límites, la confianza y el autocuidado, de modo que la calidez que das a otros vaya acompañada del cuidado que te das a ti.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la amabilidad, la extraversión y la estabilidad emocional, que ofrecen una imagen más precisa de cómo respondes al conflicto y al estrés. La evaluación de intereses profesionales puede ayudarte a encontrar puestos en los que tus habilidades con las personas y tu organización se aprovechen y se reconozcan.',
      ],
      [
        'Relaciones emocionales: seguridad y aprobación.',
        'Desarrollo personal: límites y autocuidado.',
        'Mapeo psicológico: niveles de amabilidad y estabilidad.',
        'Evaluación de intereses profesionales: puestos centrados en las personas.',
      ],
    ),
    further_reading: s(
      [
        'El poder de ser vulnerable, de Brené Brown, explora la vulnerabilidad y el valor en las relaciones, y Los cinco lenguajes del amor, de Gary Chapman, ofrece un marco sencillo para entender cómo las personas dan y reciben cuidado. Emma, de Jane Austen, es un retrato clásico y divertido de alguien a quien le encanta organizar la vida de los demás.',
        'Para crecer, infórmate sobre la necesidad de complacer y la asertividad, y sobre la diferencia entre la empatía y el afán de rescatar a otros. Conversaciones difíciles, de Douglas Stone, Bruce Patton y Sheila Heen, ofrece un enfoque práctico de los desacuerdos que protege las relaciones sin dejar de abordar el problema real.',
      ],
      [
        'Brené Brown, El poder de ser vulnerable.',
        'Gary Chapman, Los cinco lenguajes del amor.',
        'Douglas Stone y otros, Conversaciones difíciles.',
        'Jane Austen, Emma.',
        'Temas: asertividad, necesidad de complacer, límites sanos.',
      ],
    ),
  },
};

const ISTP: TypeReportContent = {
  description:
    'El Solucionador combina una concentración tranquila e interior con un interés práctico por cómo funcionan realmente las cosas. Las personas con este perfil suelen observar en silencio, analizar los problemas con lógica y actuar con decisión cuando algo necesita arreglo. Normalmente valoran la independencia, la eficiencia y la libertad de responder a las situaciones según se presentan.',
  keywords: ['Práctico', 'Sereno', 'Analítico', 'Independiente', 'Manitas', 'Adaptable', 'Ingenioso'],
  famousPeople: ['Clint Eastwood', 'Michael Jordan', 'Bear Grylls', 'Indiana Jones'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Sensación, el Pensamiento y la Percepción. Sueles recargar energía a solas, confiar en la evidencia concreta y la experiencia directa, decidir por la lógica y la relación causa-efecto, y mantener abiertas tus opciones. Juntas, estas preferencias describen a alguien que aprende haciendo y mantiene la cabeza fría cuando los demás se precipitan.',
        'El resultado no significa que seas distante, imprudente o que no te interesen las personas. Describe adónde suele ir primero tu atención: a la mecánica de una situación y a la forma más eficiente de manejarla. Si algunas puntuaciones están cerca del punto medio, quizá planifiques o expreses sentimientos con más facilidad de lo que sugiere esta descripción. Tómala como un boceto, no como un retrato.',
      ],
      [
        'Las preferencias describen un estilo, no una habilidad.',
        'La calma en una crisis es un hábito, no falta de sentimientos.',
        'Las puntuaciones cercanas al punto de corte son menos seguras.',
        'Contrasta el perfil con lo que realmente haces.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir inteligencia práctica, calma bajo presión, adaptabilidad y talento para encontrar soluciones sencillas a problemas complicados. Aprendes rápido experimentando y puedes dominar herramientas, sistemas y destrezas físicas que a otros les intimidan. La gente suele confiar en ti en una emergencia.',
        'Los puntos ciegos pueden incluir guardarte pensamientos y sentimientos hasta que los demás se sienten excluidos, perder el interés por los planes a largo plazo y evitar compromisos que limiten tu libertad. Crecer suele pasar por compartir tu razonamiento, poner por escrito algunas metas a largo plazo y dejar que personas de confianza vean más de tu mundo interior de lo que sueles mostrar.',
      ],
      [
        'Explica tu razonamiento cuando arregles o decidas algo.',
        'Fija una meta a largo plazo y revísala cada mes.',
        'Comparte cada semana un pensamiento personal con un amigo de confianza.',
        'Fíjate en cuándo la independencia se convierte en aislamiento.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles conectar con la gente a través de actividades compartidas más que de largas conversaciones: construir algo, viajar, practicar un deporte o resolver un problema juntos. Tus amistades aprecian tu carácter tranquilo, tu lealtad y tu ayuda práctica. Normalmente prefieres relaciones que respeten tu necesidad de espacio y no exijan contacto constante.',
        'En la pareja, puede que demuestres cariño con hechos y que las conversaciones emocionales te resulten cansadas o poco claras. Tu pareja podría interpretar tu silencio como distancia. En un conflicto, quizá te desconectes hasta que las cosas se calmen. Ayuda decir que necesitas tiempo, fijar un momento para volver al tema y nombrar al menos un sentimiento con palabras sencillas.',
      ],
      [
        'Di cuándo necesitas espacio y cuándo volverás.',
        'Nombra con palabras un sentimiento en las conversaciones difíciles.',
        'Planea actividades compartidas que disfruten los dos.',
        'Pregunta a tu pareja qué necesita en lugar de adivinarlo.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos donde la resolución práctica de problemas y la autonomía son centrales: ingeniería, mecánica, informática y seguridad, servicios de emergencia, pilotaje, trabajo forense, análisis de datos, oficios especializados, deporte o cualquier empleo en el que trabajes con herramientas, sistemas o situaciones reales. Los entornos con poca burocracia suelen encajarte mejor.',
        'Entre los riesgos están el aburrimiento con la rutina, la frustración ante normas que parecen inútiles y la tendencia a marcharte antes de que un puesto haya dado todos sus frutos. También puedes infravalorar tus habilidades porque prefieres hacer a hablar. Ayuda documentar tus logros, elegir puestos con variedad y construir relaciones con personas que puedan defender tu trabajo.',
      ],
      [
        'Busca autonomía y problemas reales que resolver.',
        'Lleva un registro de los arreglos y mejoras que consigues.',
        'Elige puestos con variedad y trabajo práctico.',
        'Construye relaciones con colegas que puedan avalarte.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Extraversión o el Sentimiento, las personas con este perfil suelen contribuir en silencio, centrándose en soluciones prácticas más que en la discusión. En la colaboración a menudo se convierten en la persona de referencia para los problemas técnicos o urgentes, y pueden preferir reuniones breves y con propósito a largas sesiones de planificación.',
        'Como líderes, suelen guiar con su competencia y su ejemplo sereno, dando libertad a las personas e interviniendo cuando un problema lo exige. Sus decisiones tienden a ser rápidas, lógicas y basadas en la situación que tienen delante. Los colegas con preferencia por la Intuición o el Juicio pueden complementarlos aportando planes a largo plazo y manteniendo informadas a las partes interesadas.',
      ],
      [
        'Colaboración: solucionador práctico, prefiere reuniones breves.',
        'Liderazgo: sereno y poco directivo; puede comunicar poco.',
        'Toma de decisiones: rápida, lógica, según la situación.',
        'Se complementa con planificadores y comunicadores.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, después de resolver un problema, dedica dos minutos a explicarle a alguien qué hiciste y por qué. Así incorporas la comunicación a tu fortaleza natural y ayudas a otros a aprender de ti. Observa con qué frecuencia esto lleva a nuevas oportunidades o a un mejor trabajo en equipo.',
        'A lo largo de 90 días, elige una meta a largo plazo, como una habilidad, un objetivo de ahorro o un proyecto personal, y divídela en hitos mensuales. Añade un hábito relacional, como una actividad compartida regular con un amigo o tu pareja. Los solucionadores que añaden un poco de planificación y conexión suelen descubrir que su libertad crece en lugar de reducirse.',
      ],
      [
        'Días 1 a 30: explica cada día una solución a alguien.',
        'Días 31 a 90: fija hitos mensuales para una meta.',
        'Mantén una actividad compartida regular con alguien cercano.',
        'Revisa tus avances al final de cada mes.',
      ],
    ),
    additional_test: s(
      [
        'El test de CI de matrices mide el razonamiento abstracto, algo que a muchas personas prácticas les interesa explorar, aunque responde a una pregunta distinta de la personalidad. La evaluación de intereses profesionales puede comparar campos técnicos y prácticos para mostrar dónde son más fuertes tus intereses y qué puestos podrían mantener tu atención a lo largo del tiempo.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la extraversión, la amabilidad y la responsabilidad, que pueden aclarar cómo se comparan tu independencia y tu preferencia por la flexibilidad con las de otras personas. El test de relaciones emocionales explora la cercanía y la independencia, una perspectiva útil para un perfil que valora mucho el espacio personal.',
      ],
      [
        'Test de CI de matrices: razonamiento abstracto como medida aparte.',
        'Evaluación de intereses profesionales: campos técnicos y prácticos.',
        'Mapeo psicológico: independencia y flexibilidad en los rasgos.',
        'Relaciones emocionales: espacio y cercanía.',
      ],
    ),
    further_reading: s(
      [
        'Zen y el arte del mantenimiento de la motocicleta, de Robert Pirsig, explora la calidad, el oficio y la satisfacción de entender cómo funcionan las cosas. Con las manos, de Matthew Crawford, reflexiona sobre el valor de la competencia manual, y La psicología de los objetos cotidianos, de Donald Norman, explica por qué algunas herramientas y sistemas resultan intuitivos.',
        'Para crecer, infórmate sobre el vocabulario emocional, la idea de que nombrar con precisión los sentimientos facilita manejarlos y compartirlos, y sobre la práctica deliberada, que muestra cómo crecen las habilidades mediante la repetición enfocada. Autores estoicos como Epicteto también ofrecen una filosofía práctica de la calma que muchos solucionadores aprecian.',
      ],
      [
        'Robert Pirsig, Zen y el arte del mantenimiento de la motocicleta.',
        'Matthew Crawford, Con las manos.',
        'Donald Norman, La psicología de los objetos cotidianos.',
        'Temas: práctica deliberada, vocabulario emocional, estoicismo.',
      ],
    ),
  },
};

const ISFP: TypeReportContent = {
  description:
    'El Espíritu Libre combina una naturaleza tranquila y observadora con calidez, un fuerte sentido de los valores personales y un ojo para la belleza. Las personas con este perfil suelen vivir el presente, expresarse a través de lo que crean o hacen más que de lo que dicen, y preferir la flexibilidad a los planes estrictos. A menudo les importan mucho la autenticidad y la amabilidad.',
  keywords: ['Amable', 'Observador', 'Artístico', 'De mente abierta', 'Bondadoso', 'Espontáneo', 'Auténtico'],
  famousPeople: ['Frida Kahlo', 'Michael Jackson', 'Bob Dylan', 'Audrey Hepburn'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Introversión, la Sensación, el Sentimiento y la Percepción. Sueles recargar energía en la calma, notar los detalles sensoriales concretos, elegir según tus valores personales y tu cuidado por los demás, y mantener abiertas tus opciones. Juntas, estas preferencias describen a alguien que vive la vida con intensidad y sigue su propia brújula interior, suave pero firme.',
        'Este resultado no significa que seas pasivo, que vayas sin rumbo o que solo tengas un lado artístico. Describe tu manera habitual de percibir el mundo y de decidir. Si tus puntuaciones están cerca del punto medio en algunas dimensiones, quizá también disfrutes planificando o analizando. Toma la descripción como un conjunto de tendencias que explorar, no como una identidad fija.',
      ],
      [
        'Las preferencias muestran tendencias, no talentos.',
        'Vivir el presente es un estilo, no falta de ambición.',
        'Las puntuaciones cercanas al punto medio indican flexibilidad.',
        'Usa el perfil como herramienta de reflexión.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir sensibilidad, creatividad, bondad y capacidad para estar plenamente presente. Notas la belleza y los pequeños detalles que otros pasan por alto, y a menudo expresas tu cuidado con hechos más que con palabras. La gente se siente aceptada a tu lado porque rara vez juzgas y normalmente le das espacio para ser como es.',
        'Los puntos ciegos pueden incluir evitar el conflicto hasta que es inevitable, tener dificultades con la planificación a largo plazo y ser muy duro contigo cuando no estás a la altura de tus propios valores. Crecer suele pasar por expresar antes tus opiniones, crear algunas estructuras ligeras para tus metas futuras y tratar tus propios sentimientos con la misma aceptación que ofreces a los demás.',
      ],
      [
        'Comparte una opinión en grupo cada semana.',
        'Fija una meta a largo plazo con una revisión mensual sencilla.',
        'Fíjate en la autocrítica y respóndete como lo harías con un amigo.',
        'Reserva tiempo regular para actividades creativas o sensoriales.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles formar amistades cercanas y leales con un número reducido de personas de confianza. Tus amistades valoran tu aceptación, tu calidez y tu atención silenciosa, y a menudo muestras afecto con gestos considerados o experiencias compartidas más que con largas conversaciones. Puede que necesites tiempo antes de abrirte a personas nuevas.',
        'En la pareja, a menudo eres entregado y cariñoso, aunque quizá te guardes las heridas para evitar tensiones. En un conflicto, puedes retirarte o quedarte en silencio, dejando a la otra persona sin saber qué ha fallado. Ayuda expresar los sentimientos pronto, aunque sea brevemente, y confiar en que una conversación honesta puede proteger la cercanía en lugar de amenazarla.',
      ],
      [
        'Di cuándo algo te molesta, aunque sea en pocas palabras.',
        'Comparte planes y deseos, no solo reacciones.',
        'Pide tiempo para pensar en lugar de desaparecer.',
        'Muestra aprecio de la forma que prefiere la otra persona.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos que combinan destreza práctica, creatividad y sentido personal: arte y diseño, música, fotografía, artesanía, cocina, salud y cuidados, veterinaria, paisajismo y trabajos al aire libre o cualquier entorno en el que puedas trabajar con las manos y los sentidos. Los entornos flexibles, solidarios y poco competitivos suelen encajarte.',
        'Entre los riesgos están infravalorar tu trabajo, evitar la autopromoción y quedarte en puestos que chocan con tus valores porque el cambio te intimida. Ayuda mantener un portafolio de tu trabajo, practicar cómo describir su valor con palabras sencillas y buscar mentores que aprecien tu estilo. Los pasos pequeños y constantes suelen funcionar mejor que los grandes saltos profesionales.',
      ],
      [
        'Busca puestos flexibles con resultados tangibles y con sentido.',
        'Mantén un portafolio de tu trabajo.',
        'Practica una breve descripción de lo que haces bien.',
        'Encuentra un mentor que valore tu enfoque.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más extravertidos u orientados al Pensamiento, las personas con este perfil suelen contribuir en silencio, con un trabajo esmerado, ayuda práctica y una presencia que apoya. En la colaboración suelen ser flexibles y cooperativas y tienden a notar cuándo alguien lo está pasando mal. En grupos grandes pueden guardarse los desacuerdos o las ideas firmes.',
        'Como líderes, suelen guiar con el ejemplo, dando libertad a las personas y respetando las diferencias individuales. Sus decisiones se guían por los valores y la situación concreta, y tienden a tomarse cuando se sienten correctas más que según un calendario fijo. Los colegas con preferencia por el Juicio o el Pensamiento pueden complementarlos con estructura y un análisis directo.',
      ],
      [
        'Colaboración: flexible, solidario, centrado en la calidad.',
        'Liderazgo: con el ejemplo y el respeto; puede evitar la confrontación.',
        'Toma de decisiones: basada en valores y en la situación.',
        'Se complementa con colegas estructurados y que dicen lo que piensan.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, lleva un pequeño cuaderno con las cosas que te emocionaron o inspiraron cada día, como un color, un sonido o un gesto amable. Así tomas conciencia de lo que te nutre, y puede revelarte direcciones creativas o profesionales que no habías considerado.',
        'A lo largo de 90 días, elige una meta con sentido y planifica solo los tres próximos pasos, revisándolos cada mes. Al mismo tiempo, practica una vez por semana decir lo que piensas o sientes en una situación en la que normalmente callarías. Los espíritus libres que añaden un poco de dirección y de voz suelen ver cómo sus valores dan forma a su vida de manera más plena.',
      ],
      [
        'Días 1 a 30: nota diaria de lo que te inspiró.',
        'Días 31 a 90: planifica tres pasos hacia una meta.',
        'Revisa y redefine esos pasos cada mes.',
        'Cada semana: habla una vez donde normalmente callarías.',
      ],
    ),
    additional_test: s(
      [
        'La evaluación de intereses profesionales puede ayudarte a ver qué campos creativos, prácticos o de cuidado encajan con tus intereses, algo útil para un perfil que a menudo elige por intuición. El test de desarrollo personal sugiere pasos pequeños y realistas para ganar confianza y un suave sentido de dirección.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la apertura y la estabilidad emocional, que pueden ayudar a explicar tu sensibilidad al ambiente y a la belleza. El test de relaciones emocionales explora la cercanía, la confianza y la independencia, y arroja luz sobre cómo equilibras tu necesidad de espacio personal con el deseo de una conexión profunda.',
      ],
      [
        'Evaluación de intereses profesionales: campos creativos y prácticos.',
        'Desarrollo personal: confianza y dirección.',
        'Mapeo psicológico: niveles de apertura y sensibilidad.',
        'Relaciones emocionales: espacio y conexión.',
      ],
    ),
    further_reading: s(
      [
        'Walden, de Henry David Thoreau, reflexiona sobre la vida sencilla y la atención al presente, temas que suelen resonar en este perfil. El camino del artista, de Julia Cameron, ofrece ejercicios prácticos para ganar confianza creativa, y las cartas de Vincent van Gogh a su hermano Theo muestran la vida interior de un artista sensible.',
        'Para crecer, infórmate sobre la atención plena (mindfulness), la práctica de prestar atención al presente sin juzgar, que se apoya en una fortaleza natural, y sobre la autocompasión, que puede suavizar a un crítico interior severo. El concepto de las pequeñas victorias, muy comentado en la investigación sobre hábitos, puede ayudarte a avanzar hacia metas mayores sin presión.',
      ],
      [
        'Henry David Thoreau, Walden.',
        'Julia Cameron, El camino del artista.',
        'Vincent van Gogh, Cartas a Theo.',
        'Temas: atención plena, autocompasión, pequeñas victorias.',
      ],
    ),
  },
};

const ESTP: TypeReportContent = {
  description:
    'El Dinamo combina una energía orientada hacia fuera con una mirada aguda para lo que está pasando ahora mismo y un enfoque lógico en el que la acción va primero. Las personas con este perfil suelen leer las situaciones con rapidez, disfrutar de los riesgos calculados y preferir aprender haciendo antes que con largas discusiones. A menudo aportan emoción, humor y soluciones prácticas a cualquier grupo.',
  keywords: ['Enérgico', 'Orientado a la acción', 'Observador', 'Audaz', 'Pragmático', 'Persuasivo', 'Adaptable'],
  famousPeople: ['Ernest Hemingway', 'Winston Churchill', 'Madonna', 'James Bond'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Sensación, el Pensamiento y la Percepción. Sueles sacar energía de las personas y la actividad, confiar en los hechos concretos y en lo que puedes ver, decidir por la lógica y los resultados, y mantenerte flexible. Juntas, estas preferencias describen a alguien que se crece en situaciones rápidas y prefiere actuar mientras los demás todavía están hablando.',
        'El resultado no significa que seas descuidado, impulsivo o que no te interese el futuro. Describe tu enfoque por defecto: observar, decidir, actuar, ajustar. Si algunas de tus puntuaciones están cerca del punto medio, quizá planifiques o reflexiones más de lo que sugiere la descripción clásica. Usa el perfil como una lente para notar tus hábitos, no como una regla.',
      ],
      [
        'Las preferencias muestran un estilo, no una capacidad.',
        'Que te guste la acción no significa ignorar las consecuencias.',
        'Las puntuaciones cercanas al punto medio indican flexibilidad.',
        'Compara la descripción con situaciones concretas.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir rapidez mental, resolución práctica de problemas, seguridad y talento para leer a las personas y las situaciones sobre la marcha. Puedes manejar las crisis con calma, negociar con eficacia y hacer que las cosas pasen cuando otros dudan. La gente suele disfrutar de tu energía y tu sentido del humor.',
        'Los puntos ciegos pueden incluir asumir riesgos sin sopesar del todo los costes a largo plazo, inquietarte con la rutina y pasar por alto los sentimientos de otros con las prisas por actuar. Crecer suele pasar por introducir una breve pausa en las grandes decisiones, fijar algunas metas a largo plazo y comprobar cómo ha llegado tu franqueza antes de pasar a lo siguiente.',
      ],
      [
        'Consulta con la almohada cualquier decisión con consecuencias a largo plazo.',
        'Escribe una meta para el próximo año y revísala cada mes.',
        'Pregunta a alguien cómo se sintió tras una decisión rápida.',
        'Canaliza la inquietud hacia el deporte, los viajes o nuevas habilidades.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles hacer amigos con facilidad y disfrutar de una vida social activa llena de experiencias compartidas: deportes, viajes, fiestas y planes espontáneos. Tus amistades valoran tu humor, tu generosidad y tus ganas de probarlo todo. Sueles demostrar cariño haciendo cosas juntos y ayudando de forma práctica cuando alguien lo necesita.',
        'En la pareja, tu energía y tu espontaneidad pueden resultar emocionantes, aunque a veces tu pareja quiera más planificación, profundidad o seguridad. En un conflicto, quizá prefieras pasar página rápido en lugar de volver sobre los sentimientos. Ayuda ir más despacio, escuchar hasta el final y reconocer el punto de vista de la otra persona antes de proponer una solución o cambiar de tema.',
      ],
      [
        'Planifica algunas cosas con antelación para quienes prefieren la certeza.',
        'Escucha hasta el final antes de ofrecer una solución.',
        'Vuelve sobre las conversaciones importantes en lugar de pasar página.',
        'Demuestra cariño con palabras además de con hechos.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos activos, variados y orientados a resultados: ventas, emprendimiento, servicios de emergencia, deporte, marketing, negociación, hostelería, dirección de obras, trading o cualquier empleo en el que importen las decisiones rápidas y la acción concreta. Los entornos con libertad, variedad y resultados visibles suelen encajarte bien.',
        'Entre los riesgos están el aburrimiento con el papeleo y los proyectos a largo plazo, la impaciencia ante los procesos lentos y la tentación de tomar atajos. Ayuda delegar o automatizar las tareas rutinarias, asociarte con personas que planifican y recordar que unas pocas inversiones a largo plazo, en habilidades, relaciones y reputación, pueden multiplicar lo que tu energía consigue con el tiempo.',
      ],
      [
        'Busca puestos activos con variedad y respuesta rápida.',
        'Asóciate con planificadores para los proyectos a largo plazo.',
        'Agrupa o delega el papeleo.',
        'Invierte cada año en una habilidad a largo plazo.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas que prefieren la Intuición o el Juicio, las personas con este perfil suelen centrarse en los resultados inmediatos y la acción práctica. En la colaboración a menudo dan energía al equipo, cortan los debates largos y asumen las tareas que requieren respuestas rápidas. Pueden perder el interés en largas sesiones de planificación o en la teoría abstracta.',
        'Como líderes, suelen dirigir desde primera línea, reaccionando rápido a los cambios de circunstancias y motivando a las personas con su energía y su ejemplo. Sus decisiones tienden a ser rápidas, pragmáticas y basadas en los hechos del momento. Los colegas que prefieren la Intuición o el Juicio pueden complementarlos pensando en las implicaciones a largo plazo y manteniendo la estructura.',
      ],
      [
        'Colaboración: dinamizador, responde rápido, práctico.',
        'Liderazgo: desde primera línea; puede descuidar la planificación a largo plazo.',
        'Toma de decisiones: rápida, pragmática, basada en los hechos.',
        'Se complementa con colegas estratégicos y estructurados.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, antes de cada decisión importante, dedica cinco minutos a escribir el mejor escenario, el peor y el resultado más probable. Esta pequeña pausa mantiene tu rapidez y añade previsión. Revisa tus notas a final de mes para ver qué decisiones salieron como esperabas.',
        'A lo largo de 90 días, elige una meta a largo plazo que te entusiasme, como una titulación, una idea de negocio o un objetivo deportivo, y fija hitos mensuales. Añade una práctica relacional, como una conversación semanal sin móviles. Los dinamos que combinan la acción con un poco de reflexión suelen descubrir que su impacto dura mucho más.',
      ],
      [
        'Días 1 a 30: cinco minutos para el mejor, el peor y el más probable.',
        'Días 31 a 90: hitos mensuales para una meta.',
        'Cada semana: una conversación sin distracciones con alguien cercano.',
        'Revisa qué decisiones rápidas dieron fruto.',
      ],
    ),
    additional_test: s(
      [
        'La evaluación de intereses profesionales puede mostrar qué campos activos, de trato con personas o prácticos encajan mejor con tus intereses, para ayudarte a elegir puestos que mantengan tu atención. El test de desarrollo personal ofrece pasos prácticos y breves para la concentración y las metas a largo plazo que se adaptan a una vida activa en lugar de frenarla.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la responsabilidad y la amabilidad, que pueden mostrar cómo se comparan tu preferencia por la acción y tu franqueza con las de otras personas. El test de relaciones emocionales explora la cercanía y la independencia, algo útil para un perfil que valora la libertad y al que las conversaciones emocionales profundas pueden resultarle menos naturales.',
      ],
      [
        'Evaluación de intereses profesionales: campos activos y prácticos.',
        'Desarrollo personal: concentración y metas a largo plazo.',
        'Mapeo psicológico: responsabilidad y amabilidad.',
        'Relaciones emocionales: libertad y cercanía.',
      ],
    ),
    further_reading: s(
      [
        'El viejo y el mar, de Ernest Hemingway, es un clásico breve sobre la perseverancia y la acción, y las memorias de Winston Churchill muestran a un líder que se crecía en las crisis. Rompe la barrera del no, de Chris Voss, ofrece técnicas prácticas de negociación que encajan con una mente rápida y observadora.',
        'Para crecer, infórmate sobre la gratificación diferida y los famosos experimentos de la golosina, y sobre el análisis premortem, una técnica de planificación en la que imaginas que un proyecto ha fracasado y averiguas por qué. Ambas ideas ayudan a combinar tu rapidez natural con previsión, sin frenarte más de lo necesario.',
      ],
      [
        'Ernest Hemingway, El viejo y el mar.',
        'Chris Voss, Rompe la barrera del no.',
        'Winston Churchill, Mi juventud.',
        'Temas: análisis premortem, gratificación diferida.',
      ],
    ),
  },
};

const ESFP: TypeReportContent = {
  description:
    'La Chispa combina una calidez orientada a los demás con el amor por el momento presente y una fina percepción de lo que sienten los otros. Las personas con este perfil suelen aportar diversión, generosidad y espontaneidad a todo lo que hacen, y disfrutan haciendo la vida más agradable para quienes las rodean. A menudo aprenden mejor con la experiencia práctica.',
  keywords: ['Vivaz', 'Cálido', 'Espontáneo', 'Generoso', 'Juguetón', 'Observador', 'Sociable'],
  famousPeople: ['Marilyn Monroe', 'Elvis Presley', 'Freddie Mercury', 'Jamie Oliver'],
  sections: {
    result_analysis: s(
      [
        'Tus respuestas indican una preferencia por la Extraversión, la Sensación, el Sentimiento y la Percepción. Sueles ganar energía con las personas y la actividad, notar los detalles y las sensaciones concretas, tomar decisiones pensando en las personas y los valores, y mantener los planes flexibles. Juntas, estas preferencias describen a alguien que disfruta plenamente de la vida y ayuda a los demás a hacer lo mismo.',
        'Este resultado no significa que seas superficial o incapaz de tomarte las cosas en serio. Describe lo que suele darte energía y adónde va primero tu atención. Si algunas puntuaciones están cerca del punto medio, quizá seas más reflexivo u organizado de lo que sugiere la descripción clásica. Toma el perfil como un punto de partida para notar tus fortalezas y tus hábitos.',
      ],
      [
        'Las preferencias muestran energía y atención, no profundidad.',
        'Disfrutar del momento es una fortaleza, no un defecto.',
        'Las puntuaciones cercanas al punto medio indican flexibilidad.',
        'Usa el perfil para reflexionar, no para etiquetarte.',
      ],
    ),
    personal_growth: s(
      [
        'Tus fortalezas suelen incluir calidez, entusiasmo, ayuda práctica y la capacidad de levantar el ánimo de cualquier grupo. Notas lo que la gente necesita en el momento y respondes con rapidez y generosidad. Te adaptas con facilidad a situaciones nuevas y a menudo haces que los momentos difíciles resulten más llevaderos para los demás.',
        'Los puntos ciegos pueden incluir evitar tareas o conversaciones desagradables, gastar tiempo y dinero en el presente a costa del futuro y tomarte las críticas de forma muy personal. Crecer suele pasar por afrontar pronto las pequeñas dificultades, crear algunas rutinas sencillas para las metas a largo plazo y recordar que una opinión sobre tu trabajo no es un veredicto sobre ti.',
      ],
      [
        'Haz cada día primero una tarea desagradable.',
        'Fíjate una meta sencilla de ahorro o de aprendizaje para el año.',
        'Pide opiniones y da las gracias a quien te las ofrece.',
        'Fíjate en cuándo la diversión es una forma de evitar algo difícil.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Sueles tener un círculo amplio de amistades y disfrutar reuniéndolas en torno a experiencias: comidas, conciertos, viajes, fiestas. Tus amistades valoran tu generosidad, tu lado juguetón y la forma en que las haces sentir tenidas en cuenta. A menudo demuestras cariño con algo concreto, como presentarte con comida o preparar una sorpresa.',
        'En la pareja sueles ser cariñoso y atento, y a veces tu pareja puede querer más planes a largo plazo o conversaciones serias. En un conflicto, quizá intentes aligerar el ambiente o evitar el tema. Ayuda quedarte un poco más en una conversación difícil, escuchar por completo y acordar juntos próximos pasos concretos.',
      ],
      [
        'Quédate un poco más en las conversaciones difíciles.',
        'Planifica algunas cosas con antelación junto a tu pareja.',
        'Invierte en unas pocas amistades profundas además de muchas ligeras.',
        'Comparte tus propias preocupaciones, no solo las de los demás.',
      ],
    ),
    career_growth: s(
      [
        'Sueles prosperar en puestos dinámicos, prácticos y centrados en las personas: hostelería, eventos, artes escénicas, ventas, experiencia del cliente, educación infantil, actividad física, salud, viajes y turismo, comercio y diseño. Los entornos con variedad, trabajo en equipo y respuesta inmediata suelen sacar lo mejor de tu energía.',
        'Entre los riesgos están el aburrimiento con las tareas repetitivas o solitarias, la dificultad para planificar a largo plazo y el desánimo ante las críticas. Ayuda trabajar con colegas a quienes les guste la estructura, dividir las metas grandes en pasos cortos y visibles, y buscar puestos en los que tus habilidades con las personas se reconozcan como una verdadera fortaleza profesional.',
      ],
      [
        'Busca puestos variados, de trato con personas y con respuesta rápida.',
        'Divide los proyectos largos en pasos cortos.',
        'Asóciate con colegas estructurados.',
        'Describe tus habilidades con las personas como logros concretos.',
      ],
    ),
    professional_benchmark: s(
      [
        'En comparación con colegas más reservados u orientados al Pensamiento, las personas con este perfil suelen aportar energía, humor y atención a las necesidades inmediatas de la gente. En la colaboración tienden a crear sintonía rápidamente, rebajar la tensión y hacer que clientes y colegas se sientan bienvenidos. Las largas sesiones de planificación o los debates abstractos pueden atraerles menos.',
        'Como líderes, suelen crear un ambiente cordial y optimista, dar ejemplo y responder rápido a lo que la gente necesita. Sus decisiones tienden a sopesar el impacto humano y la situación concreta. Los colegas que prefieren la Intuición o el Juicio pueden complementarlos centrándose en la estrategia a largo plazo, los planes detallados y un seguimiento constante.',
      ],
      [
        'Colaboración: crea sintonía, da energía, ayuda de forma práctica.',
        'Liderazgo: cálido y receptivo; puede evitar la planificación a largo plazo.',
        'Toma de decisiones: atenta a las personas y a la situación.',
        'Se complementa con colegas estratégicos y estructurados.',
      ],
    ),
    advanced_guide: s(
      [
        'Durante los próximos 30 días, elige una tarea que hayas estado evitando y aborda cada día una pequeña parte de ella. Combínala con una pequeña recompensa, como un paseo o una llamada a un amigo. Así creas el hábito de afrontar pronto las dificultades sin perder la diversión que te motiva.',
        'A lo largo de 90 días, fija una meta a largo plazo, por ejemplo un objetivo de ahorro, un curso o un reto físico, y sigue tus avances de forma visible en un calendario o un gráfico. Añade una conversación mensual sobre tus planes y preocupaciones con alguien de confianza. Las chispas que añaden un poco de previsión suelen descubrir que su alegría se vuelve más duradera.',
      ],
      [
        'Días 1 a 30: un pequeño paso diario en una tarea evitada.',
        'Recompénsate después de cada paso.',
        'Días 31 a 90: sigue de forma visible una meta a largo plazo.',
        'Cada mes: habla de tus planes y preocupaciones con alguien.',
      ],
    ),
    additional_test: s(
      [
        'La evaluación de intereses profesionales puede ayudarte a comparar campos centrados en las personas y en el trabajo práctico, para que tu energía vaya a un trabajo que te resulte gratificante. El test de desarrollo personal ofrece pasos sencillos y prácticos para la planificación, la concentración y la gestión de las críticas sin perder tu chispa natural.',
        'El test de mapeo psicológico añade puntuaciones de los Cinco Grandes, como la extraversión, la responsabilidad y la estabilidad emocional, que pueden aclarar cómo se comparan tu espontaneidad y tu sensibilidad con las de otras personas. El test de relaciones emocionales explora la cercanía y la independencia, y te ayuda a ver qué hace que una relación te resulte segura.',
      ],
      [
        'Evaluación de intereses profesionales: campos centrados en las personas.',
        'Desarrollo personal: planificación y gestión de las críticas.',
        'Mapeo psicológico: extraversión y responsabilidad.',
        'Relaciones emocionales: seguridad en la cercanía.',
      ],
    ),
    further_reading: s(
      [
        'Objetivo: felicidad, de Gretchen Rubin, propone un enfoque lúdico y práctico para crear buenos hábitos, y las cartas de Epicuro presentan una filosofía antigua de los placeres sencillos y compartidos. Fluir (Flow), de Mihaly Csikszentmihalyi, explica las experiencias profundamente absorbentes que muchas chispas buscan de forma natural, desde actuar hasta cocinar o hacer deporte.',
        'Para crecer, infórmate sobre el saboreo, un concepto de la psicología positiva que consiste en disfrutar conscientemente de los buenos momentos, y sobre la gratificación diferida y el diseño de hábitos, que ayudan a equilibrar el disfrute presente con las metas futuras. Conversaciones difíciles, de Douglas Stone, Bruce Patton y Sheila Heen, ofrece herramientas para sostener los temas complicados.',
      ],
      [
        'Gretchen Rubin, Objetivo: felicidad.',
        'Mihaly Csikszentmihalyi, Fluir (Flow).',
        'Epicuro, Carta a Meneceo.',
        'Temas: saboreo, diseño de hábitos, conversaciones difíciles.',
      ],
    ),
  },
};

export const es: LocaleReportContent = {
  types: { INFJ, INFP, INTJ, INTP, ENFP, ENTP, ENTJ, ISTJ, ISTP, ESTP, ESTJ, ISFJ, ISFP, ESFP, ESFJ, ENFJ },
  dimensions: {
    E: {
      name: 'Extraversión',
      interpretations: [
        'Rara vez buscas ambientes sociales concurridos y sueles preferir recargar energía lejos de las multitudes.',
        'Disfrutas de la compañía con moderación, pero a menudo necesitas calma después de mucha interacción.',
        'Pasas con bastante facilidad de la vida social a la soledad, según la situación.',
        'A menudo ganas energía con las personas y la actividad, y te gusta pensar en voz alta.',
        'Buscas intensamente a las personas, la conversación y la acción, y puedes sentirte inquieto si pasas mucho tiempo a solas.',
      ],
    },
    I: {
      name: 'Introversión',
      interpretations: [
        'Rara vez necesitas tiempo a solas para recargar energía y te sientes más vivo rodeado de otras personas.',
        'Valoras algo de tranquilidad, pero la compañía suele darte más energía que la soledad.',
        'Equilibras el tiempo a solas y el tiempo con otros sin una inclinación fuerte hacia ningún lado.',
        'A menudo recargas energía en soledad y prefieres reflexionar antes de hablar.',
        'Prefieres claramente la calma, la profundidad y el tiempo a solas, y los grupos grandes pueden cansarte rápido.',
      ],
    },
    S: {
      name: 'Sensación',
      interpretations: [
        'Rara vez partes de los detalles concretos y tiendes a mirar primero los patrones y las posibilidades.',
        'Te fijas en los hechos cuando hace falta, pero tu atención suele ir al panorama general.',
        'Usas tanto los detalles concretos como los patrones más amplios, según la tarea.',
        'A menudo confías más en los hechos, la experiencia y los detalles prácticos que en las teorías.',
        'Prefieres claramente lo concreto, probado y observable, y notas detalles que a otros se les escapan.',
      ],
    },
    N: {
      name: 'Intuición',
      interpretations: [
        'Rara vez te centras en posibilidades abstractas y prefieres trabajar con lo concreto y conocido.',
        'A veces consideras ideas nuevas, pero normalmente confías primero en la experiencia práctica.',
        'Combinas la atención a los hechos con el interés por los patrones y las posibilidades.',
        'A menudo buscas significados, conexiones y posibilidades futuras detrás de los hechos.',
        'Te centras intensamente en las ideas, los patrones y lo que podría ser, a veces más que en lo que es.',
      ],
    },
    T: {
      name: 'Pensamiento',
      interpretations: [
        'Rara vez decides solo con lógica impersonal y normalmente sopesas primero a las personas y los valores.',
        'Usas el análisis lógico cuando hace falta, pero tus valores personales suelen guiar tus decisiones.',
        'Equilibras la lógica con la atención a las personas y los valores al tomar decisiones.',
        'A menudo decides según criterios objetivos, la coherencia y la relación causa-efecto.',
        'Prefieres claramente un análisis lógico e imparcial, y valoras la justicia y la exactitud por encima del tacto.',
      ],
    },
    F: {
      name: 'Sentimiento',
      interpretations: [
        'Rara vez dejas que tus valores personales te guíen y sueles apoyarte en la lógica y en criterios objetivos.',
        'Tienes en cuenta los sentimientos de los demás, pero el análisis suele guiar tus decisiones finales.',
        'Sopesas tanto las necesidades de las personas como la lógica objetiva al tomar decisiones.',
        'A menudo decides pensando en los valores, la armonía y el efecto en las personas.',
        'Das una clara prioridad a los valores, la empatía y la armonía cuando eliges.',
      ],
    },
    J: {
      name: 'Juicio',
      interpretations: [
        'Rara vez sientes la necesidad de planes fijos y prefieres mantener las cosas abiertas y flexibles.',
        'Te gusta algo de estructura, pero normalmente te adaptas sin problema sobre la marcha.',
        'Combinas planificación y flexibilidad, según lo que pida la situación.',
        'A menudo prefieres planes claros, horarios y decisiones tomadas a tiempo.',
        'Prefieres claramente el orden, las cosas cerradas y terminar las tareas mucho antes de los plazos.',
      ],
    },
    P: {
      name: 'Percepción',
      interpretations: [
        'Rara vez prefieres dejar las cosas abiertas y normalmente te gusta que las decisiones se tomen pronto.',
        'Aprecias algo de flexibilidad, pero en general te sientes mejor con un plan.',
        'Pasas de planificar a improvisar sin una preferencia marcada.',
        'A menudo mantienes abiertas tus opciones y te adaptas a medida que llega nueva información.',
        'Prefieres claramente la espontaneidad y la flexibilidad, y los planes fijos pueden resultarte limitantes.',
      ],
    },
  },
  levelNames: ['Muy bajo', 'Bajo', 'Moderado', 'Alto', 'Muy alto'],
  labels: {
    result_analysis: 'Análisis del resultado',
    personal_growth: 'Crecimiento personal',
    interpersonal_growth: 'Crecimiento interpersonal',
    career_growth: 'Desarrollo profesional',
    professional_benchmark: 'Referencias profesionales',
    advanced_guide: 'Guía avanzada',
    additional_test: 'Tests adicionales',
    further_reading: 'Lecturas recomendadas',
    report_title: 'Informe de personalidad',
    overview: 'Resumen',
    dimensions_tab: 'Dimensiones',
    basic_profile: 'Perfil básico',
    population_ratio: 'Proporción en los resultados recientes',
    male: 'Hombre',
    female: 'Mujer',
    sample_size: 'Basado en {{count}} resultados de los últimos {{days}} días',
    too_few_results: 'Todavía no hay suficientes resultados para calcular esto',
    keywords: 'Palabras clave',
    famous_people: 'Personas famosas',
    famous_people_note: 'A menudo descritas como de este tipo; no es una evaluación verificada',
    dimension_analysis: 'Análisis de dimensiones',
    dimension: 'Dimensión',
    score: 'Puntuación',
    reference_range: 'Rango de referencia',
    level: 'Nivel',
    quick_interpretation: 'Interpretación rápida',
    top_countries: 'Los 10 países principales en los tests recientes',
    country: 'País',
    ranking_score: 'Última puntuación de clasificación',
    ranking_explained: 'Tus preferencias son más claras que en {{score}} de cada 100 resultados {{type}} recientes',
    type_rank: '{{type}} ocupa el puesto {{rank}} entre los tipos más frecuentes en los tests recientes',
    prepared_for: 'Preparado para {{name}}',
    taken_on: 'Test realizado el {{date}}',
    order_number: 'Número de pedido',
    locked: 'Incluido en el informe completo',
    disclaimer:
      'Este informe se basa en un cuestionario de autoevaluación. Describe preferencias y tendencias, no capacidades, y no es un diagnóstico ni una evaluación clínica. Tus respuestas pueden cambiar con el tiempo; usa los resultados para reflexionar, no como única base para decisiones importantes.',
    page: 'Página {{n}} de {{total}}',
  },
};
